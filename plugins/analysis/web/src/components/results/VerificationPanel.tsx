import { ArrowRightOutlined, CrownOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { verificationSummary, type AnalysisView, type CategoryScores, type VerificationSummary } from '@otimiza/plugin-analysis-shared';
import { Alert, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { scoreColor, usePlan } from '@otimiza/sdk/web';
import { failureMessage } from '../../lib/analysisFailure';
import { categoryKeys, categoryScoreKey, signedPoints } from '../../lib/categoryKeys';
import { plainLighthouseText } from '../../lib/lighthouseText';
import { formatDateTime } from '../../lib/format';
import { scoreNames } from '../../lib/scoreLabels';
import { pricingPath } from '../../routePaths';
import { EstimatedGains } from '../html-fixer/EstimatedGains';
import { DropFixButton } from './DropFixButton';
import { RouterButton } from '../RouterButton';

const toneColors = { up: '#15803D', down: '#B91C1C', same: '#475569' } as const;
const toneBackgrounds = { up: '#DCFCE7', down: '#FEE2E2', same: '#F1F5F9' } as const;

/**
 * 'Verificação da melhoria': the optimised page audited again with the same settings. Completed is headed by what was verified and shows
 * each score before → after and the change; while it runs the estimates are shown, marked as such
 * (the analysis query polls every 3 s meanwhile); failed shows why; skipped says what unlocks it.
 */
export function VerificationPanel({ analysis }: { analysis: AnalysisView }) {
  const { i18n } = useLinguiRuntime();
  const verification = analysis.verification;
  const { pick } = useInterfaceLanguage();
  const proofFailure = verification.error ? failureMessage(verification.error) : null;
  const summary =
    verification.status === 'completed' && verification.before && verification.after
      ? verificationSummary(verification.before, verification.after, analysis.appliedFixes)
      : null;
  return (
    <Card
      size="small"
      title={
        <Flex align="center" gap={8}>
          <SafetyCertificateOutlined style={{ color: summary?.regressions.length ? '#B91C1C' : '#15803D' }} aria-hidden="true" />
          {summary ? (
            <span data-testid="verification-summary" style={{ whiteSpace: 'normal' }}>
              {pick(summary.headline)}
            </span>
          ) : (
            // Nothing is verified yet (running, failed, skipped): the card is named for the check, not its outcome.
            <Trans>Verificação da melhoria</Trans>
          )}
        </Flex>
      }
      data-testid="verification"
      data-status={verification.status}
    >
      {summary && verification.before && verification.after ? (
        <VerifiedScores
          before={verification.before}
          after={verification.after}
          change={verification.change}
          beforeRemeasured={verification.beforeRemeasured}
          completedAt={verification.completedAt}
          summary={summary}
        />
      ) : verification.status === 'pending' || verification.status === 'running' ? (
        <Flex vertical gap={12}>
          <Flex align="center" gap={10} role="status" aria-live="polite">
            <Spin size="small" />
            <Typography.Text>
              <Trans>Verificando as correções…</Trans>
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Trans>A página otimizada está sendo auditada de novo, com as mesmas configurações, para medir o ganho real.</Trans>
          </Typography.Text>
          {analysis.estimatedImprovements && <EstimatedGains estimates={analysis.estimatedImprovements} />}
        </Flex>
      ) : verification.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={<Trans>Não foi possível verificar a melhoria</Trans>}
          description={proofFailure === null ? undefined : typeof proofFailure === 'string' ? proofFailure : i18n._(proofFailure)}
        />
      ) : (
        <SkippedVerification analysis={analysis} />
      )}
    </Card>
  );
}

function VerifiedScores({
  before,
  after,
  change,
  beforeRemeasured,
  completedAt,
  summary,
}: {
  before: CategoryScores;
  after: CategoryScores;
  change: CategoryScores | null;
  beforeRemeasured: boolean;
  completedAt: string | null;
  summary: VerificationSummary;
}) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const { locale, pick } = useInterfaceLanguage();
  const when = completedAt ? formatDateTime(completedAt, locale) : null;
  return (
    <Flex vertical gap={10}>
      <Row gutter={[10, 10]}>
        {categoryKeys.map((key) => {
          const delta = change ? change[key] : after[key] - before[key];
          const from = before[key];
          const to = after[key];
          const verdict = summary.categories.find((entry) => entry.category === key)?.verdict ?? 'stable';
          const tone = verdict === 'improved' ? 'up' : verdict === 'regressed' ? 'down' : 'same';
          const withinNoise = verdict === 'stable' && Math.round(delta) !== 0;
          const name = i18n._(scoreNames[categoryScoreKey[key]]);
          return (
            <Col key={key} xs={12} md={6}>
              <Flex
                vertical
                gap={4}
                data-category={key}
                data-change={Math.round(delta)}
                data-verdict={verdict}
                style={{ border: '1px solid rgba(15, 23, 42, 0.1)', borderRadius: 10, padding: '10px 12px', height: '100%' }}
              >
                <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                  {name}
                </Typography.Text>
                <Flex align="center" gap={6} aria-label={t`${name}: de ${from} para ${to}`}>
                  <Typography.Text style={{ fontSize: 18, fontWeight: 600, color: scoreColor(from).color }}>{from}</Typography.Text>
                  <ArrowRightOutlined aria-hidden="true" style={{ color: '#94A3B8', fontSize: 12 }} />
                  <Typography.Text style={{ fontSize: 18, fontWeight: 700, color: scoreColor(to).color }}>{to}</Typography.Text>
                </Flex>
                <span
                  style={{
                    alignSelf: 'flex-start',
                    fontWeight: 700,
                    fontSize: 13,
                    color: toneColors[tone],
                    background: toneBackgrounds[tone],
                    borderRadius: 6,
                    padding: '0 6px',
                  }}
                >
                  {signedPoints(delta)}
                </span>
                {withinNoise && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="within-normal-variation">
                    <Trans>estável: dentro da variação normal</Trans>
                  </Typography.Text>
                )}
                {verdict === 'regressed' && (
                  <Typography.Text type="danger" style={{ fontSize: 12 }}>
                    <Trans>regressão além da variação normal</Trans>
                  </Typography.Text>
                )}
              </Flex>
            </Col>
          );
        })}
      </Row>
      {summary.regressions.map((regression) => {
        const name = i18n._(scoreNames[categoryScoreKey[regression.category]]);
        return (
          <Alert
            key={regression.category}
            type="warning"
            showIcon
            data-testid="verification-regression"
            title={<Trans>Regressão real em {name}, além da variação normal entre duas execuções.</Trans>}
            description={
              regression.fixes.length > 0 ? (
                <Flex vertical gap={6}>
                  <Typography.Text>
                    <Trans>
                      Correções que podem causá-la. Para descartar uma, deixe de aplicá-la nas próximas análises e analise a página de novo (ou desfaça-a no
                      HTML baixado):
                    </Trans>
                  </Typography.Text>
                  {regression.fixes.map((fix) => (
                    <DropFixButton key={fix.id} fixId={fix.id} title={plainLighthouseText(pick(fix.titles))} />
                  ))}
                </Flex>
              ) : (
                <Trans>Nenhuma correção aplicada toca esta categoria; analise a página de novo para confirmar.</Trans>
              )
            }
          />
        );
      })}
      {summary.categories.every((entry) => entry.verdict !== 'improved') && (
        <Typography.Text data-testid="no-change-beyond-noise">
          <Trans>Nenhuma nota subiu além da variação normal entre duas execuções da mesma página.</Trans>
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {when ? (
          <Trans>Medido: a página otimizada foi auditada de novo com as mesmas configurações em {when}.</Trans>
        ) : (
          <Trans>Medido: a página otimizada foi auditada de novo com as mesmas configurações.</Trans>
        )}
      </Typography.Text>
      {beforeRemeasured && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="before-remeasured">
          <Trans>
            A página otimizada pontuou menos em desempenho que a análise, então a página original foi auditada de novo no mesmo momento: o “antes” é essa
            medição, para que a carga da máquina em cada momento não pareça ganho nem perda.
          </Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}

function SkippedVerification({ analysis }: { analysis: AnalysisView }) {
  const features = usePlan();
  if (features.has('visualFeedback') === false) {
    return (
      <Flex vertical gap={10} align="flex-start" data-testid="verification-locked">
        <Typography.Text>
          <Trans>
            Com o feedback visual (a partir do plano Pro), a página otimizada é auditada de novo e você vê o ganho medido em cada pontuação, antes e depois.
          </Trans>
        </Typography.Text>
        {analysis.estimatedImprovements && <EstimatedGains estimates={analysis.estimatedImprovements} />}
        <RouterButton to={pricingPath} buttonType="primary" icon={<CrownOutlined />}>
          <Trans>Ver planos</Trans>
        </RouterButton>
      </Flex>
    );
  }
  return (
    <Typography.Text type="secondary">
      {analysis.appliedFixes.length === 0 ? (
        <Trans>Nenhuma correção foi aplicada a esta página, então não há ganho a verificar.</Trans>
      ) : (
        <Trans>Esta análise não passou pela verificação da melhoria.</Trans>
      )}
    </Typography.Text>
  );
}
