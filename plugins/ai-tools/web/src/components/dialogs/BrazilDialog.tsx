import { CheckCircleFilled, CloseCircleFilled, FlagOutlined, ReloadOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  BrazilCheckId,
  BrazilCheckResult,
  BrazilOptimization,
  BrazilOptimizationAnswer,
  BrazilOptimizationCategory,
} from '@otimiza/plugin-ai-tools-shared';
import { Button, Card, Col, Collapse, Empty, Flex, Progress, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { brazilOptimization } from '../../api/tools';
import { useRequiredUrl } from '../../hooks/useRequiredUrl';
import { useRunOnce } from '../../hooks/useRunOnce';
import { useToolMutation } from '../../hooks/useToolMutation';
import { scoreColor } from '@otimiza/sdk/web';
import { Field, Section, StepList } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { PriorityTag } from '../PriorityTag';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { ToolRunning } from '../ToolRunning';

/** The Brazil optimisation dialog: the page's Brazil-market checks, its local SEO score and what to change. */
export function BrazilDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="brazil-optimization" open={open} onClose={onClose}>
      <BrazilTool />
    </ToolDialog>
  );
}

function BrazilTool() {
  const { t } = useLingui();
  const { url, fieldError, checkedUrl } = useRequiredUrl(t`Informe a URL do site para gerar a otimização para o Brasil.`);
  const errorTitle = t`Erro na Otimização`;
  const fallback = t`Falha ao gerar otimização para Brasil`;
  const result = useToolMutation(brazilOptimization, { title: errorTitle, fallback });

  const run = () => {
    const target = checkedUrl();
    if (target) result.mutate(target);
  };
  useRunOnce(() => {
    if (url.trim()) result.mutate(url.trim());
  });

  return (
    <Flex vertical gap={20} data-testid="brazil-tool">
      <DialogUrlField id="brazil-url" error={fieldError} onSubmit={run} disabled={result.isPending}>
        <Button type="primary" htmlType="submit" icon={result.data ? <ReloadOutlined /> : <FlagOutlined />} loading={result.isPending} data-testid="run-brazil">
          {result.isPending ? <Trans>Verificando a página...</Trans> : result.data ? <Trans>Verificar novamente</Trans> : <Trans>Otimizar para o Brasil</Trans>}
        </Button>
      </DialogUrlField>
      {result.isPending ? (
        <ToolRunning>
          <Trans>Procurando na página os sinais do mercado brasileiro...</Trans>
        </ToolRunning>
      ) : result.failure ? (
        <ToolFailureAlert tool="brazil-optimization" failure={result.failure} title={errorTitle} fallback={fallback} onRetry={run} />
      ) : result.data ? (
        <BrazilView result={result.data} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Informe a URL do site para verificar os sinais do mercado brasileiro.</Trans>} />
      )}
    </Flex>
  );
}

function useCheckNames(): Record<BrazilCheckId, string> {
  const { t } = useLingui();
  return {
    'lang-pt-br': t`Idioma pt-BR declarado`,
    'hreflang-pt-br': t`hreflang pt-BR`,
    'brl-price-format': t`Preços em reais (R$)`,
    cnpj: t`CNPJ`,
    'lgpd-privacy-policy': t`Política de privacidade (LGPD)`,
    'cookie-consent': t`Consentimento de cookies`,
    'whatsapp-contact': t`Contato por WhatsApp`,
    pix: t`Pix`,
    boleto: t`Boleto bancário`,
    'local-business-schema': t`Dados estruturados de negócio local`,
    'phone-br-format': t`Telefone no formato +55`,
    'br-domain': t`Domínio .br`,
    map: t`Mapa da localização`,
  };
}

function useCategoryNames(): Record<BrazilOptimizationCategory, string> {
  const { t } = useLingui();
  return { 'local-seo': t`SEO local`, culture: t`Cultura`, payment: t`Pagamento`, compliance: t`Conformidade` };
}

function BrazilView({ result }: { result: BrazilOptimizationAnswer }) {
  const { t } = useLingui();
  const found = result.checks.filter((check) => check.found);
  const missing = result.checks.filter((check) => !check.found);
  const company = result.companyName;
  const foundCount = found.length;
  const missingCount = missing.length;
  const total = result.totalOptimizations;

  return (
    <Flex vertical gap={24} data-testid="brazil-result">
      <SourceNote
        answer={result}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
            {result.location ? `${company} · ${result.location}` : company}
          </Typography.Text>
        }
      />

      <Row gutter={[12, 12]} data-testid="brazil-gauges">
        <Col xs={12} md={8}>
          <Gauge label={t`SEO local`} value={result.localSeoScore} testId="gauge-local-seo" />
        </Col>
        <Col xs={12} md={8}>
          <Gauge label={t`Conformidade Brasil`} value={result.brazilCompliance} testId="gauge-compliance" />
        </Col>
        <Col xs={24} md={8}>
          <Flex
            vertical
            justify="center"
            align="center"
            gap={4}
            style={{ height: '100%', padding: 12, borderRadius: 10, background: '#F8FAFC', border: '1px solid #E2E8F0' }}
          >
            <span style={{ fontSize: 32, fontWeight: 700, color: '#0F172A' }} data-testid="brazil-total">
              {result.totalOptimizations}
            </span>
            <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
              <Plural value={total} _0="nenhuma otimização proposta" one="otimização proposta" other="otimizações propostas" />
            </Typography.Text>
          </Flex>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Section title={<Trans>Encontrado na página ({foundCount})</Trans>} testId="brazil-found">
            <CheckList checks={found} />
          </Section>
        </Col>
        <Col xs={24} md={12}>
          <Section title={<Trans>Faltando ({missingCount})</Trans>} testId="brazil-missing">
            <CheckList checks={missing} />
          </Section>
        </Col>
      </Row>

      {result.optimizations.length > 0 && (
        <Section title={<Trans>Otimizações</Trans>} testId="brazil-optimizations">
          <Collapse
            items={result.optimizations.map((item, index) => ({
              key: item.checkId,
              label: (
                <Flex gap={8} wrap align="center">
                  <span style={{ flex: '1 1 220px', fontWeight: 600 }}>{item.title}</span>
                  <PriorityTag priority={item.priority} />
                </Flex>
              ),
              children: <OptimizationDetail item={item} />,
              forceRender: index === 0,
            }))}
            defaultActiveKey={result.optimizations[0] ? [result.optimizations[0].checkId] : []}
          />
        </Section>
      )}

      <Section title={<Trans>Oportunidades de mercado</Trans>} testId="brazil-market">
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Field label={<Trans>Busca local</Trans>}>{result.marketOpportunities.localSearch}</Field>
          </Col>
          <Col xs={24} md={12}>
            <Field label={<Trans>Usuários de celular</Trans>}>{result.marketOpportunities.mobileUsers}</Field>
          </Col>
          <Col xs={24} md={12}>
            <Field label={<Trans>Meios de pagamento</Trans>}>{result.marketOpportunities.paymentMethods}</Field>
          </Col>
          <Col xs={24} md={12}>
            <Field label={<Trans>Vantagem competitiva</Trans>}>{result.marketOpportunities.competitiveAdvantage}</Field>
          </Col>
        </Row>
      </Section>

      {result.implementationRoadmap.length > 0 && (
        <Section title={<Trans>Roteiro de implementação</Trans>} testId="brazil-roadmap">
          <Row gutter={[12, 12]}>
            {result.implementationRoadmap.map((phase) => (
              <Col key={phase.priority} xs={24} md={12}>
                <Card
                  size="small"
                  title={<span style={{ whiteSpace: 'normal' }}>{phase.title}</span>}
                  style={{ height: '100%', borderInlineStart: `4px solid ${priorityAccent[phase.priority]}` }}
                  data-priority={phase.priority}
                >
                  <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                    {phase.steps.map((step, index) => (
                      <li key={index}>{step}</li>
                    ))}
                  </ol>
                </Card>
              </Col>
            ))}
          </Row>
        </Section>
      )}
    </Flex>
  );
}

/** The roadmap phases' accent, in the priority colours (critical and high destructive, medium default, low secondary). */
const priorityAccent: Record<BrazilOptimization['priority'], string> = { critical: '#DC2626', high: '#F87171', medium: '#2563EB', low: '#CBD5E1' };

function Gauge({ label, value, testId }: { label: string; value: number; testId: string }) {
  const colors = scoreColor(value);
  return (
    <Flex
      vertical
      align="center"
      gap={4}
      data-testid={testId}
      data-value={value}
      style={{ padding: 12, borderRadius: 10, background: colors.background, border: `1px solid ${colors.borderColor}` }}
    >
      <Progress
        type="dashboard"
        percent={value}
        size={96}
        strokeColor={colors.stroke}
        format={(percent) => <span style={{ color: colors.color, fontWeight: 700 }}>{percent}</span>}
      />
      <Typography.Text style={{ color: colors.color, fontWeight: 600, textAlign: 'center' }}>{label}</Typography.Text>
    </Flex>
  );
}

function CheckList({ checks }: { checks: BrazilCheckResult[] }) {
  const names = useCheckNames();
  if (!checks.length) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Flex vertical gap={8}>
      {checks.map((check) => (
        <Flex key={check.id} gap={8} align="flex-start" data-check={check.id} data-found={check.found}>
          {check.found ? (
            <CheckCircleFilled style={{ color: '#16A34A', marginTop: 4 }} aria-hidden="true" />
          ) : (
            <CloseCircleFilled style={{ color: '#DC2626', marginTop: 4 }} aria-hidden="true" />
          )}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong>{names[check.id]}</Typography.Text>
            {check.evidence && (
              <Typography.Text type="secondary" code style={{ fontSize: 12, overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                {check.evidence}
              </Typography.Text>
            )}
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}

function OptimizationDetail({ item }: { item: BrazilOptimization }) {
  const categories = useCategoryNames();
  const state = (label: ReactNode, text: string, tone: 'before' | 'after') => (
    <Flex
      vertical
      gap={4}
      style={{
        padding: '10px 12px',
        borderRadius: 8,
        background: tone === 'before' ? '#FEF2F2' : '#F0FDF4',
        border: `1px solid ${tone === 'before' ? '#FECACA' : '#BBF7D0'}`,
        height: '100%',
      }}
    >
      <Typography.Text style={{ fontSize: 12, fontWeight: 600, color: tone === 'before' ? '#991B1B' : '#166534', textTransform: 'uppercase' }}>
        {label}
      </Typography.Text>
      <span style={{ overflowWrap: 'anywhere' }}>{text}</span>
    </Flex>
  );
  return (
    <Flex vertical gap={14} data-optimization={item.checkId}>
      <Flex gap={6} wrap>
        <Tag style={{ marginInlineEnd: 0 }}>{categories[item.category]}</Tag>
      </Flex>
      <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          {state(<Trans>Hoje</Trans>, item.currentState, 'before')}
        </Col>
        <Col xs={24} md={12}>
          {state(<Trans>Otimizado</Trans>, item.optimizedState, 'after')}
        </Col>
      </Row>
      <Field label={<Trans>Como implementar</Trans>}>
        <StepList steps={item.implementation} />
      </Field>
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12}>
          <Field label={<Trans>Impacto no negócio</Trans>}>{item.businessImpact}</Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={<Trans>Retorno estimado</Trans>}>{item.estimatedROI}</Field>
        </Col>
      </Row>
    </Flex>
  );
}
