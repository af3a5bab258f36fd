import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import { analysesListQueryOptions } from '../api/analyses';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { useRefreshWhenRunsEnd } from '../hooks/useRefreshWhenRunsEnd';
import { formatDateTime } from '../lib/format';
import { analysisHistoryPath } from '../routePaths';
import { AnalysisStatusTag } from './AnalysisStatusTag';
import { IssuesBadge } from './IssuesBadge';
import { RouterButton } from './RouterButton';
import { ScoreBadge } from './ScoreBadge';
import { scoreKeys } from '../lib/scoreLabels';
import { EmptyNote, QueryErrorAlert, usePageLink } from '@otimiza/sdk/web';
import { siteLabel } from '../lib/siteLabel';

/** The recent page size. */
export const recentPageSize = 5;

/** The workspace's five latest analyses, each opening its results. */
export function RecentAnalysesCard({ onOpen }: { onOpen: (analysis: AnalysisSummary) => void }) {
  const pageLink = usePageLink();
  const recent = useQuery(analysesListQueryOptions({ page: 1, limit: recentPageSize }));
  useRefreshWhenRunsEnd(recent.data?.analyses);

  return (
    <Card title={<Trans>Análises recentes</Trans>} style={{ height: '100%' }} data-testid="recent-analyses">
      {recent.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : recent.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as análises</Trans>} query={recent} compact />
      ) : recent.data.analyses.length === 0 ? (
        <EmptyNote title={<Trans>Nenhuma análise ainda</Trans>} description={<Trans>Sua primeira análise aparecerá aqui.</Trans>} />
      ) : (
        <Flex vertical gap={0}>
          {recent.data.analyses.map((analysis, index) => (
            <RecentRow key={analysis.id} analysis={analysis} first={index === 0} onOpen={onOpen} />
          ))}
          <div style={{ paddingBlockStart: 8, borderBlockStart: '1px solid rgba(15, 23, 42, 0.08)' }}>
            <RouterButton {...pageLink(analysisHistoryPath)} buttonType="link" icon={<ArrowRightOutlined />} iconPlacement="end" style={{ paddingInline: 0 }}>
              <Trans>Ver todas</Trans>
            </RouterButton>
          </div>
        </Flex>
      )}
    </Card>
  );
}

function RecentRow({ analysis, first, onOpen }: { analysis: AnalysisSummary; first: boolean; onOpen: (analysis: AnalysisSummary) => void }) {
  const { locale } = useInterfaceLanguage();
  const completed = analysis.status === 'completed';
  return (
    <Flex
      vertical
      gap={6}
      data-testid="recent-analysis"
      data-analysis-id={analysis.id}
      style={{ paddingBlock: 12, borderBlockStart: first ? undefined : '1px solid rgba(15, 23, 42, 0.08)' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: analysis.url }} style={{ minWidth: 0 }}>
          {siteLabel(analysis)}
        </Typography.Text>
        {completed ? (
          <Button size="small" onClick={() => onOpen(analysis)}>
            <Trans>Ver</Trans>
          </Button>
        ) : (
          <AnalysisStatusTag analysis={analysis} />
        )}
      </Flex>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(analysis.createdAt, locale)}
        </Typography.Text>
        {completed && analysis.issuesCount !== null && <IssuesBadge count={analysis.issuesCount} />}
      </Flex>
      {completed && (
        <Flex gap={4} wrap>
          {scoreKeys.map((key) => (
            <ScoreBadge key={key} scoreKey={key} score={analysis.scores?.[key] ?? null} />
          ))}
        </Flex>
      )}
    </Flex>
  );
}
