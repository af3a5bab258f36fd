import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Divider, Drawer, Flex, Skeleton, Typography } from 'antd';
import { reportQueryOptions } from '../../api/reports';
import { LoadError } from '../common/LoadError';
import { CheckGroups } from './CheckGroups';
import { ReportActions } from './ReportActions';
import { ReportOverview } from './ReportOverview';
import { SiteChecks } from './SiteChecks';

/** A report opened from the list (`?report=<id>`): its summary, actions and every check with its evidence (over a site audit: check by check, page by page). */
export function ReportDrawer({ reportId, onClose }: { reportId: string | null; onClose: () => void }) {
  const report = useQuery({ ...reportQueryOptions(reportId ?? ''), enabled: reportId !== null });
  const data = report.data;
  return (
    <Drawer
      open={reportId !== null}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={data ? data.title : <Trans>Auditoria</Trans>}
      destroyOnHidden
      data-testid="report-detail"
    >
      {report.error ? (
        <LoadError title={<Trans>Não foi possível carregar a auditoria</Trans>} query={report} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap={16}>
          <ReportOverview report={data} />
          <ReportActions report={data} onDeleted={onClose} />
          <Divider style={{ margin: 0 }} />
          {data.siteReport ? (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                <Trans>Checagens nas páginas do site</Trans>
              </Typography.Title>
              <SiteChecks siteReport={data.siteReport} checks={data.checks} />
            </>
          ) : (
            <>
              <Typography.Title level={5} style={{ margin: 0 }}>
                <Trans>Checagens por framework</Trans>
              </Typography.Title>
              <CheckGroups checks={data.checks} urls={data.urls} />
            </>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
