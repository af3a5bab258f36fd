import { AimOutlined, CalendarOutlined, ClockCircleOutlined, ReloadOutlined, RiseOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StrategicPlan, StrategicRecommendation } from '@otimiza/plugin-ai-tools-shared';
import { Button, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PlanMissingError, strategicPlanning } from '../../api/tools';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { useRunOnce } from '../../hooks/useRunOnce';
import { useToolMutation } from '../../hooks/useToolMutation';
import { formatDateTime, formatNumber } from '../../lib/format';
import { BulletList, Field, Section } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { PriorityTag } from '../PriorityTag';
import { ScoreTile } from '../ScoreTile';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { ToolRunning } from '../ToolRunning';
import { useToolTarget } from '../ToolTargetContext';
import { useScoreNames } from '../../hooks/useScoreNames';

/** At most five strategic recommendations are shown. */
const maxRecommendations = 5;

/** The strategic planning dialog: empty, generating, shown or error; cleared when closed. */
export function StrategicPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="strategic-planning" open={open} onClose={onClose}>
      <StrategicPlanTool />
    </ToolDialog>
  );
}

function StrategicPlanTool() {
  const { t } = useLingui();
  const { url } = useToolTarget();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const errorTitle = t`Erro ao gerar o planejamento. Tente novamente.`;
  const plan = useToolMutation(
    (target: string) =>
      strategicPlanning(target).catch((error: unknown) => {
        throw error instanceof PlanMissingError ? new Error(t`Dados do planejamento não recebidos`) : error;
      }),
    { title: errorTitle, fallback: t`Dados do planejamento não recebidos`, detail: 'reason' },
  );
  const blank = url.trim() === '';

  const generate = () => {
    if (blank) return setFieldError(t`URL é obrigatória para gerar o planejamento`);
    setFieldError(null);
    plan.mutate(url.trim());
  };

  // Opening the dialog for a page generates its plan at once.
  useRunOnce(() => {
    if (!blank) plan.mutate(url.trim());
  });

  return (
    <Flex vertical gap={20} data-testid="strategic-plan" data-state={plan.isPending ? 'generating' : plan.data ? 'shown' : plan.failure ? 'error' : 'empty'}>
      <DialogUrlField id="strategic-plan-url" error={fieldError} onSubmit={generate} disabled={plan.isPending}>
        <Button
          type="primary"
          htmlType="submit"
          icon={plan.data ? <ReloadOutlined /> : <AimOutlined />}
          loading={plan.isPending}
          disabled={blank}
          data-testid="generate-plan"
        >
          {plan.isPending ? <Trans>Gerando planejamento...</Trans> : plan.data ? <Trans>Gerar novo plano</Trans> : <Trans>Gerar planejamento</Trans>}
        </Button>
      </DialogUrlField>

      {plan.isPending ? (
        <ToolRunning>
          <Trans>Montando o plano a partir das auditorias da última análise desta URL...</Trans>
        </ToolRunning>
      ) : plan.failure ? (
        <ToolFailureAlert
          tool="strategic-planning"
          failure={plan.failure}
          title={errorTitle}
          fallback={t`Dados do planejamento não recebidos`}
          onRetry={generate}
        />
      ) : plan.data ? (
        <PlanView plan={plan.data} />
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            blank ? (
              <Trans>Informe a URL de uma página já analisada para gerar o planejamento.</Trans>
            ) : (
              <Trans>Gere o planejamento para ver as recomendações, o roteiro e o impacto estimado.</Trans>
            )
          }
        />
      )}
    </Flex>
  );
}

function PlanView({ plan }: { plan: StrategicPlan }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const analysedAt = formatDateTime(plan.analyzedAt, locale);
  const recommendations = plan.strategicRecommendations.slice(0, maxRecommendations);
  const recommendationCount = recommendations.length;
  const keys = ['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const;

  return (
    <Flex vertical gap={24} data-testid="plan-result">
      <SourceNote
        answer={plan}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <CalendarOutlined aria-hidden="true" /> {t`Baseado na análise de ${analysedAt}`}
          </Typography.Text>
        }
      />

      <Section title={<Trans>Estado atual e pontuações projetadas</Trans>} testId="plan-current-state">
        <Row gutter={[12, 12]}>
          {keys.map((key) => (
            <Col key={key} xs={12} md={6}>
              <ScoreTile
                label={names[key]}
                score={plan.currentState[key]}
                next={plan.projectedScores[key]}
                nextLabel={t`projetado`}
                testId={`current-${key}`}
              />
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
          <Trans>As pontuações projetadas somam os pesos das auditorias que as recomendações corrigem.</Trans>
        </Typography.Paragraph>
      </Section>

      <Section
        title={<Trans>Recomendações estratégicas</Trans>}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Plural value={recommendationCount} _0="nenhuma recomendação" one="# recomendação" other="# recomendações" />
          </Typography.Text>
        }
        testId="plan-recommendations"
      >
        {recommendations.length ? (
          <Flex vertical gap={10}>
            {recommendations.map((item) => (
              <RecommendationCard key={`${item.category}-${item.id}`} item={item} />
            ))}
          </Flex>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenhuma auditoria com falha nesta análise: não há recomendações.</Trans>} />
        )}
      </Section>

      {plan.roadmap.length > 0 && (
        <Section title={<Trans>Roteiro mensal</Trans>} testId="plan-roadmap">
          <Row gutter={[12, 12]}>
            {plan.roadmap.map((month) => (
              <Col key={month.month} xs={24} md={Math.max(8, Math.floor(24 / plan.roadmap.length))}>
                <Card
                  size="small"
                  title={
                    <>
                      <CalendarOutlined aria-hidden="true" /> {month.month}
                    </>
                  }
                  style={{ height: '100%' }}
                >
                  <Flex vertical gap={10}>
                    <Field label={<Trans>Marcos</Trans>}>
                      <BulletList items={month.milestones} />
                    </Field>
                    <Field label={<Trans>Entregas</Trans>}>
                      <BulletList items={month.deliverables} />
                    </Field>
                  </Flex>
                </Card>
              </Col>
            ))}
          </Row>
        </Section>
      )}

      <Section title={<Trans>Impacto estimado</Trans>} testId="plan-impact">
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Field
              label={
                <>
                  <RiseOutlined aria-hidden="true" /> <Trans>Tráfego</Trans>
                </>
              }
            >
              {plan.estimatedImpact.trafficIncrease}
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              label={
                <>
                  <AimOutlined aria-hidden="true" /> <Trans>Posicionamento</Trans>
                </>
              }
            >
              {plan.estimatedImpact.rankingImprovement}
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              label={
                <>
                  <ThunderboltOutlined aria-hidden="true" /> <Trans>Conversão</Trans>
                </>
              }
            >
              {plan.estimatedImpact.conversionBoost}
            </Field>
          </Col>
          <Col xs={24} md={12}>
            <Field
              label={
                <>
                  <ClockCircleOutlined aria-hidden="true" /> <Trans>Prazo para resultados</Trans>
                </>
              }
            >
              {plan.estimatedImpact.timeToResults}
            </Field>
          </Col>
        </Row>
      </Section>
    </Flex>
  );
}

function RecommendationCard({ item }: { item: StrategicRecommendation }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const names = useScoreNames();
  const efforts = { low: t`baixo`, medium: t`médio`, high: t`alto` };
  const effort = efforts[item.effort];
  const category = names[`${item.category}Score` as const];
  const points = formatNumber(item.gainPoints, locale, 1);
  return (
    <Card size="small" data-recommendation={item.id} data-priority={item.priority}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Typography.Text strong style={{ flex: '1 1 240px', minWidth: 0 }}>
            {item.title}
          </Typography.Text>
          <PriorityTag priority={item.priority} />
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
        <Flex gap={6} wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{t`Esforço ${effort}`}</Tag>
          <Tag icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
            {item.timeframe}
          </Tag>
          <Tag color="green" style={{ marginInlineEnd: 0 }}>
            {t`até +${points} pontos em ${category}`}
          </Tag>
        </Flex>
      </Flex>
    </Card>
  );
}
