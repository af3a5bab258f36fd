import { CalendarOutlined, DesktopOutlined, LinkOutlined, MobileOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { analysisSteps, appliedFixCount, failingAuditCount, type AnalysisView } from '@otimiza/plugin-analysis-shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Grid, Modal, Progress, Row, Skeleton, Tabs, Tag, Typography } from 'antd';
import { analysisQueryOptions } from '../../api/analyses';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatDateTime, formatDuration } from '../../lib/format';
import { AnalysisErrorAlert } from '../AnalysisErrorAlert';
import { failureFromAnalysis } from '../../lib/analysisFailure';
import { AppliedFixesTab } from './AppliedFixesTab';
import { AuditDecisionsTab } from './AuditDecisionsTab';
import { ContextCard } from './ContextCard';
import { OptimizedHtmlTab } from './OptimizedHtmlTab';
import { PageSpeedTab } from './PageSpeedTab';
import { PremiumFeaturesTab } from './PremiumFeaturesTab';
import { RecommendationCard } from './RecommendationCard';
import { ResultActions } from './ResultActions';
import { ScoreTiles } from './ScoreTiles';
import { VerificationPanel } from './VerificationPanel';
import { QueryErrorAlert } from '@otimiza/sdk/web';

/** The results dialog 'Resultados da análise de SEO' for one analysis, read from `GET /api/analyses/:id`. */
export function AnalysisResultsModal({ analysisId, onClose }: { analysisId: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const query = useQuery({ ...analysisQueryOptions(analysisId ?? ''), enabled: analysisId !== null });

  return (
    <Modal
      open={analysisId !== null}
      onCancel={onClose}
      title={t`Resultados da análise de SEO`}
      width="min(1040px, calc(100vw - 24px))"
      style={{ top: 24, paddingBottom: 24 }}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          <Trans>Fechar</Trans>
        </Button>
      }
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : query.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar a análise</Trans>} query={query} />
      ) : (
        <AnalysisResults analysis={query.data} />
      )}
    </Modal>
  );
}

function AnalysisResults({ analysis }: { analysis: AnalysisView }) {
  const { t } = useLingui();
  const { locale, pick } = useInterfaceLanguage();
  const scores = analysis.scores;
  const fixes = appliedFixCount(analysis);
  const fixCount = fixes.count;
  const failingCount = failingAuditCount(analysis);
  // On a phone the four tab names must fit in one row: short names there.
  const compact = !Grid.useBreakpoint().md;
  const duration = analysis.durationMs === null ? null : formatDuration(analysis.durationMs, locale);

  return (
    <Flex vertical gap={20} data-testid="analysis-results" data-analysis-id={analysis.id} data-status={analysis.status}>
      <AnalysisMeta analysis={analysis} />

      {analysis.status === 'failed' && <AnalysisErrorAlert failure={failureFromAnalysis(analysis.error)} />}
      {(analysis.status === 'queued' || analysis.status === 'running') && (
        <Alert
          type="info"
          showIcon
          title={<Trans>Esta análise ainda está em andamento</Trans>}
          description={
            <Flex vertical gap={4}>
              <span>{analysis.progress.step ? pick(analysisSteps[analysis.progress.step].text) : null}</span>
              <Progress percent={analysis.progress.percent} status="active" aria-label={t`Progresso da análise`} />
            </Flex>
          }
        />
      )}

      {analysis.status === 'completed' && scores && (
        <>
          <ScoreTiles scores={scores} />
          <Row gutter={[12, 12]}>
            <Col xs={24} md={12}>
              <ContextCard context={analysis.context} />
            </Col>
            <Col xs={24} md={12}>
              <RecommendationCard analysis={{ ...analysis, scores }} />
            </Col>
          </Row>
          <VerificationPanel analysis={analysis} />
          <ResultActions analysis={analysis} />
          <Tabs
            defaultActiveKey="pagespeed"
            tabBarGutter={compact ? 16 : undefined}
            items={[
              {
                key: 'pagespeed',
                label: compact ? 'PageSpeed' : t`Resultados do PageSpeed`,
                children: <PageSpeedTab results={analysis.pageSpeedResults} />,
              },
              { key: 'html', label: compact ? 'HTML' : t`HTML implementado`, children: <OptimizedHtmlTab analysis={analysis} /> },
              {
                key: 'fixes',
                // Without the fixed page on the plan, the fixes were found, not applied for this reader.
                label:
                  fixes.state === 'locked'
                    ? compact
                      ? t`Correções (${fixCount}): Pro`
                      : t`Correções (${fixCount}): disponível no Pro`
                    : compact
                      ? t`Correções (${fixCount})`
                      : t`Correções aplicadas (${fixCount})`,
                children: <AppliedFixesTab fixes={analysis.appliedFixes} />,
              },
              {
                key: 'audits',
                label: compact ? t`Auditorias (${failingCount})` : t`Auditorias com falha (${failingCount})`,
                children: <AuditDecisionsTab decisions={analysis.auditDecisions ?? []} />,
              },
              { key: 'premium', label: compact ? 'Premium' : t`Recursos premium`, children: <PremiumFeaturesTab analysis={analysis} /> },
            ]}
          />
        </>
      )}
      {analysis.status === 'completed' && duration !== null && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t`Tempo da análise: ${duration}`}
        </Typography.Text>
      )}
    </Flex>
  );
}

function AnalysisMeta({ analysis }: { analysis: AnalysisView }) {
  const { locale } = useInterfaceLanguage();
  return (
    <Flex vertical gap={6}>
      <Typography.Link href={analysis.url} target="_blank" rel="noopener noreferrer" style={{ fontSize: 16, fontWeight: 600, wordBreak: 'break-all' }}>
        <LinkOutlined aria-hidden="true" /> {analysis.url}
      </Typography.Link>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">
          <CalendarOutlined aria-hidden="true" /> {formatDateTime(analysis.createdAt, locale)}
        </Typography.Text>
        <Tag icon={analysis.strategy === 'mobile' ? <MobileOutlined /> : <DesktopOutlined />} style={{ marginInlineEnd: 0 }}>
          {analysis.strategy === 'mobile' ? 'Mobile' : 'Desktop'}
        </Tag>
      </Flex>
    </Flex>
  );
}
