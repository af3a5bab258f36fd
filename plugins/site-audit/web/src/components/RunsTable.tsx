import { ClusterOutlined, DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditRunList, SiteAuditRunView } from '@otimiza/plugin-site-audit-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Link } from '@tanstack/react-router';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import { isFinished } from '../api/runs';
import { useInterfaceLanguage } from '../hooks/useInterfaceLanguage';
import { siteLabel } from '../lib/siteLabel';
import { siteAuditRunPath } from '../routePaths';
import { RunProgressText } from './RunProgressText';
import { RunStatusTag } from './RunStatusTag';
import { ScoreBadges } from './ScoreBadges';

type RunRow = SiteAuditRunList['runs'][number];

/** The workspace's runs, newest first: address (to the run's page), status, pages audited, median scores once over, and when it started. */
export function RunsTable({ list }: { list: SiteAuditRunList }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  if (list.runs.length === 0) {
    return (
      <Card data-testid="site-audit-empty">
        <Empty
          image={<ClusterOutlined aria-hidden="true" style={{ fontSize: 48, color: '#94A3B8' }} />}
          styles={{ image: { height: 56 } }}
          description={
            <>
              <Typography.Text strong style={{ display: 'block' }}>
                <Trans>Nenhuma auditoria de site ainda</Trans>
              </Typography.Text>
              <Typography.Text type="secondary">
                <Trans>Informe um endereço no formulário acima: cada auditoria fica guardada aqui, com o relatório do site.</Trans>
              </Typography.Text>
            </>
          }
        />
      </Card>
    );
  }
  return (
    <Card title={<Trans>Auditorias de site</Trans>} styles={{ body: { padding: 0 } }} data-testid="site-audit-runs">
      <Table<RunRow>
        rowKey="id"
        size="middle"
        pagination={false}
        dataSource={list.runs}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'site',
            title: t`Site`,
            render: (_, run) => (
              <Flex gap={6} align="center" style={{ minWidth: 160, maxWidth: 300, overflowWrap: 'break-word' }}>
                {run.strategy === 'mobile' ? <MobileOutlined aria-label={t`Celular`} /> : <DesktopOutlined aria-label={t`Computador`} />}
                <Link to={siteAuditRunPath(run.id)} style={{ minWidth: 0 }} data-testid="site-audit-run-link">
                  {siteLabel(run.url)}
                </Link>
              </Flex>
            ),
          },
          { key: 'status', title: t`Situação`, render: (_, run) => <RunStatusTag status={run.status} /> },
          { key: 'progress', title: t`Páginas`, render: (_, run) => <RunProgressText progress={run.progress} /> },
          { key: 'scores', title: t`Notas (mediana)`, render: (_, run) => <MedianScores run={run} /> },
          {
            key: 'date',
            title: t`Iniciada em`,
            render: (_, run) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(run.createdAt, locale)}</span>,
          },
        ]}
      />
      {list.hasMore && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, padding: '12px 16px' }}>
          <Trans>Mostrando as 100 auditorias mais recentes.</Trans>
        </Typography.Paragraph>
      )}
    </Card>
  );
}

function MedianScores({ run }: { run: SiteAuditRunView & { scores: RunRow['scores'] } }) {
  if (!isFinished(run.status) || !run.scores) return <Typography.Text type="secondary">—</Typography.Text>;
  const scores = run.scores;
  return (
    <ScoreBadges
      scores={{
        performance: scores.performance.median,
        accessibility: scores.accessibility.median,
        seo: scores.seo.median,
        bestPractices: scores.bestPractices.median,
      }}
    />
  );
}
