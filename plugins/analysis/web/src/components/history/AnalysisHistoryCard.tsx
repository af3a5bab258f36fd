import { CalendarOutlined, DeleteOutlined, DesktopOutlined, EyeOutlined, LineChartOutlined, MobileOutlined } from '@ant-design/icons';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { analysisSteps, type AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { Alert, Button, Card, Flex, Popconfirm, Progress, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { describeFailure, failureFromAnalysis } from '../../lib/analysisFailure';
import { formatDateTime } from '../../lib/format';
import { scoreKeys } from '../../lib/scoreLabels';
import { AnalysisStatusTag } from '../AnalysisStatusTag';
import { ScoreBadge } from '../ScoreBadge';
import { siteLabel } from '../../lib/siteLabel';

/** One analysis of the history: address, date, status, the four score badges, details and delete. */
export function AnalysisHistoryCard({
  analysis,
  onOpen,
  onTrend,
  onDelete,
  deleting,
}: {
  analysis: AnalysisSummary;
  onOpen: () => void;
  /** Opens the trend of this URL's scores. */
  onTrend: () => void;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { locale, pick } = useInterfaceLanguage();
  const failure = analysis.status === 'failed' ? describeFailure(failureFromAnalysis(analysis.error)) : null;
  const running = analysis.status === 'queued' || analysis.status === 'running';

  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-testid="analysis-card" data-analysis-id={analysis.id}>
      <Flex vertical gap={10} style={{ height: '100%' }}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <div style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text strong ellipsis style={{ display: 'block', fontSize: 15 }} data-testid="analysis-card-site">
              {siteLabel(analysis)}
            </Typography.Text>
            <Typography.Link
              href={analysis.url}
              target="_blank"
              rel="noopener noreferrer"
              ellipsis
              style={{ display: 'block', fontSize: 13 }}
              data-testid="analysis-card-url"
            >
              {analysis.url}
            </Typography.Link>
          </div>
          <AnalysisStatusTag analysis={analysis} />
        </Flex>

        <Flex gap={12} wrap align="center">
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <CalendarOutlined aria-hidden="true" /> <time dateTime={analysis.createdAt}>{formatDateTime(analysis.createdAt, locale)}</time>
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {analysis.strategy === 'mobile' ? <MobileOutlined aria-hidden="true" /> : <DesktopOutlined aria-hidden="true" />}{' '}
            {analysis.strategy === 'mobile' ? 'Mobile' : 'Desktop'}
          </Typography.Text>
        </Flex>

        {analysis.status === 'completed' && (
          <Flex gap={6} wrap data-testid="analysis-card-scores">
            {scoreKeys.map((key) => (
              <ScoreBadge key={key} scoreKey={key} score={analysis.scores?.[key] ?? null} />
            ))}
          </Flex>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            title={i18n._(failure.title)}
            description={typeof failure.description === 'string' ? failure.description : i18n._(failure.description)}
            style={{ padding: '8px 12px' }}
          />
        )}
        {running && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {analysis.progress.step ? pick(analysisSteps[analysis.progress.step].text) : null}
            </Typography.Text>
            <Progress percent={analysis.progress.percent} size="small" status="active" aria-label={t`Progresso da análise`} />
          </div>
        )}

        <Flex justify="space-between" gap={8} wrap style={{ marginTop: 'auto' }}>
          <Flex gap={4} wrap>
            <Button type="primary" ghost icon={<EyeOutlined />} onClick={onOpen}>
              <Trans>Ver Detalhes</Trans>
            </Button>
            {analysis.status === 'completed' && (
              <Button type="text" icon={<LineChartOutlined />} onClick={onTrend} data-testid="analysis-card-trend">
                <Trans>Evolução</Trans>
              </Button>
            )}
          </Flex>
          <Popconfirm
            title={t`Excluir esta análise?`}
            description={t`A análise e os seus resultados serão apagados.`}
            okText={t`Excluir`}
            cancelText={t`Cancelar`}
            okButtonProps={{ danger: true, loading: deleting }}
            onConfirm={onDelete}
          >
            <Button danger type="text" icon={<DeleteOutlined />} loading={deleting}>
              <Trans>Excluir</Trans>
            </Button>
          </Popconfirm>
        </Flex>
      </Flex>
    </Card>
  );
}
