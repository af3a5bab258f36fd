import {
  DesktopOutlined,
  EyeOutlined,
  GlobalOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  SearchOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { analysisSteps, failingAuditCount, normaliseAnalysisUrl, type AnalysisView, type Strategy } from '@otimiza/plugin-analysis-shared';
import { DemoReadOnlyNotice, entitlementsQueryOptions, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Progress, Segmented, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useRunAnalysis } from '../hooks/useRunAnalysis';
import { describeFailure, type AnalysisFailure } from '../lib/analysisFailure';
import { analysisLimitReached } from '../lib/analysisLimit';
import { AnalysisErrorAlert } from './AnalysisErrorAlert';

interface FormValues {
  url?: string;
  strategy: Strategy;
}

/**
 * The quick analysis card: URL, Desktop or Mobile, submit, the real progress with
 * the step the server reports, the four things checked, and an error alert per error type.
 * Under the field, the address that will be audited once normalised (https:// added, the port
 * kept). At the plan's limit the form is disabled and says why; the page around it holds the
 * upgrade prompt. `readOnly` (the investor demo): the form is disabled and says why.
 */
export function QuickAnalysisCard({
  onCompleted,
  onSubscriptionRequired,
  readOnly = false,
  pageLink,
}: {
  onCompleted: (analysis: AnalysisView) => void;
  onSubscriptionRequired?: (failure: AnalysisFailure) => void;
  readOnly?: boolean;
  /** Under the card's lead (the dashboard's link to the quick analysis page): in the body, where a phone has room for it. */
  pageLink?: ReactNode;
}) {
  const primary = usePrimaryColour();
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const url = Form.useWatch('url', form);

  const { state, start, retry } = useRunAnalysis({
    onCompleted: (analysis) => {
      // Reset the progress, clear the URL, a toast, refresh the lists, tell the page.
      form.resetFields(['url']);
      // The same count as the recommendation text and the failing-audits tab.
      const count = failingAuditCount(analysis);
      notification.success({
        title: t`Análise Concluída`,
        // A string, not a <Plural>: the toast renders in the host's holder, outside this plugin's i18n namespace.
        description: i18n._(
          msg`${plural(count, { 0: 'Nenhum item reprovado nas quatro categorias.', one: '# item reprovado nas quatro categorias.', other: '# itens reprovados nas quatro categorias.' })}`,
        ),
      });
      onCompleted(analysis);
    },
    onFailed: (failure) => {
      if (failure.type === 'SUBSCRIPTION_REQUIRED') {
        onSubscriptionRequired?.(failure);
        return;
      }
      // The demo's read-only refusal has its own toast from the host.
      if (failure.type === 'FORBIDDEN') return;
      const text = describeFailure(failure);
      notification.error({
        title: t`Erro na Análise`,
        description: typeof text.description === 'string' ? text.description : i18n._(text.description),
      });
    },
  });

  const running = state.phase === 'running';
  const blank = !url || url.trim() === '';
  const normalised = blank ? null : normaliseAnalysisUrl(url);
  const analyses = useQuery(entitlementsQueryOptions()).data?.analyses;
  // While an analysis runs it counts against the limit too: only an idle card is 'at the limit'.
  const atLimit = !running && !readOnly && analysisLimitReached(analyses);
  const limit = analyses?.limit ?? 0;

  const submit = (values: FormValues) => {
    const normalised = normaliseAnalysisUrl(values.url ?? '');
    if (!normalised.ok) return;
    void start({ url: normalised.url, strategy: values.strategy });
  };

  const validateUrl = (_: unknown, value: string | undefined) => {
    const normalised = normaliseAnalysisUrl(value ?? '');
    if (normalised.ok) return Promise.resolve();
    return Promise.reject(
      // 'Please enter a URL' for an empty field, 'Please enter a valid URL' on the quick analysis flow.
      new Error(normalised.error === 'empty' ? t`Por favor, informe uma URL` : t`Por favor, informe uma URL válida`),
    );
  };

  const stepText = running && state.step ? pick(analysisSteps[state.step].text) : t`Enviando a solicitação...`;

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <ThunderboltOutlined style={{ color: primary }} aria-hidden="true" />
          <Trans>Análise rápida</Trans>
        </Flex>
      }
      data-testid="quick-analysis-card"
    >
      <Flex vertical gap={20}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>Informe o endereço do site. A auditoria roda o Lighthouse num navegador real e mede performance, SEO, acessibilidade e boas práticas.</Trans>
        </Typography.Paragraph>
        {pageLink}

        {readOnly && (
          <DemoReadOnlyNotice>
            <Trans>Na demonstração não é possível fazer novas análises: os campos ficam desativados. Veja as análises já feitas no histórico.</Trans>
          </DemoReadOnlyNotice>
        )}

        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ strategy: 'desktop' }}
          onFinish={submit}
          disabled={running || readOnly || atLimit}
          // Addresses without a scheme are valid here (https:// is added): the browser's own URL check would refuse them.
          noValidate
        >
          <Form.Item<FormValues>
            name="url"
            label={t`URL do site`}
            rules={[{ validator: validateUrl }]}
            validateTrigger="onBlur"
            extra={
              normalised?.ok ? (
                <span data-testid="audited-url">
                  <Trans>Será auditado:</Trans> <Typography.Text code>{normalised.url}</Typography.Text>
                </span>
              ) : undefined
            }
          >
            <Input
              type="url"
              required
              size="large"
              inputMode="url"
              autoComplete="url"
              placeholder={t`https://www.seusite.com.br`}
              prefix={<GlobalOutlined aria-hidden="true" />}
            />
          </Form.Item>
          <Flex gap={16} align="flex-end" wrap>
            <Form.Item<FormValues> name="strategy" label={t`Tipo de análise`} style={{ marginBottom: 0 }}>
              <Segmented<Strategy>
                size="large"
                options={[
                  { value: 'desktop', label: <SegmentLabel icon={<DesktopOutlined />}>Desktop</SegmentLabel> },
                  { value: 'mobile', label: <SegmentLabel icon={<MobileOutlined />}>Mobile</SegmentLabel> },
                ]}
              />
            </Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              icon={<SearchOutlined />}
              loading={running}
              disabled={blank || running || readOnly || atLimit}
              style={{ flex: '1 1 200px' }}
              aria-describedby={atLimit ? 'quick-analysis-limit' : undefined}
            >
              {running ? <Trans>Analisando...</Trans> : <Trans>Analisar site</Trans>}
            </Button>
          </Flex>
          {atLimit && analyses && (
            <Typography.Text type="danger" id="quick-analysis-limit" data-testid="quick-analysis-limit" style={{ display: 'block', marginTop: 12 }}>
              {analyses.period === 'total' ? (
                <Trans>Limite atingido: você já usou as {limit} análises gratuitas.</Trans>
              ) : (
                <Trans>Limite atingido: você já usou as {limit} análises deste mês; o contador recomeça no dia 1º.</Trans>
              )}
            </Typography.Text>
          )}
        </Form>

        {running && (
          <div role="status" aria-live="polite" data-testid="analysis-progress">
            <Flex justify="space-between" gap={12}>
              <Typography.Text strong data-testid="analysis-step">
                {stepText}
              </Typography.Text>
              <Typography.Text type="secondary">{state.percent}%</Typography.Text>
            </Flex>
            <Progress percent={state.percent} status="active" showInfo={false} aria-label={t`Progresso da análise`} />
            {state.status === 'queued' && (
              <Typography.Text type="secondary">
                <Trans>Na fila: a análise começa assim que um analisador estiver livre.</Trans>
              </Typography.Text>
            )}
          </div>
        )}

        {/* A plan refusal opens the page's upgrade dialog instead of a second prompt here. */}
        {state.phase === 'failed' && !(state.failure.type === 'SUBSCRIPTION_REQUIRED' && onSubscriptionRequired) && (
          <AnalysisErrorAlert failure={state.failure} onRetry={retry} />
        )}

        <div>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            <Trans>O que é analisado:</Trans>
          </Typography.Text>
          <Flex gap={8} wrap>
            <CheckTag icon={<ThunderboltOutlined />}>
              <Trans>Pontuação de Performance</Trans>
            </CheckTag>
            <CheckTag icon={<SearchOutlined />}>
              <Trans>Análise de SEO</Trans>
            </CheckTag>
            <CheckTag icon={<EyeOutlined />}>
              <Trans>Verificação de Acessibilidade</Trans>
            </CheckTag>
            <CheckTag icon={<SafetyCertificateOutlined />}>
              <Trans>Boas Práticas</Trans>
            </CheckTag>
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}

function SegmentLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap={6} style={{ paddingInline: 4 }}>
      <span aria-hidden="true">{icon}</span>
      {children}
    </Flex>
  );
}

function CheckTag({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Tag icon={icon} color="blue" style={{ marginInlineEnd: 0, paddingBlock: 2, fontSize: 13 }}>
      {children}
    </Tag>
  );
}
