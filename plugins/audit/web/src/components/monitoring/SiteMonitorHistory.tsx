import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { SiteMonitorRunView } from '@otimiza/plugin-audit-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Tag, Typography } from 'antd';
import { monitorHistoryQueryOptions } from '../../api/monitoring';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { localized } from '../../lib/localized';
import { LoadError } from '../common/LoadError';
import { SiteMedians } from './SiteMedians';

function RunStatusTag({ status }: { status: SiteMonitorRunView['status'] }) {
  const { t } = useLingui();
  const labels: Record<SiteMonitorRunView['status'], [string, string | undefined]> = {
    running: [t`Em andamento`, 'processing'],
    completed: [t`Concluída`, 'success'],
    cancelled: [t`Cancelada`, undefined],
    failed: [t`Falhou`, 'error'],
  };
  const [label, color] = labels[status];
  return <Tag color={color}>{label}</Tag>;
}

/** A site monitor's runs, newest first: when, how many pages, the medians and what fell. */
export function SiteMonitorHistory({ monitorId }: { monitorId: string }) {
  const { language, locale } = useInterfaceLanguage();
  const history = useQuery(monitorHistoryQueryOptions(monitorId));
  if (history.error) return <LoadError title={<Trans>Não foi possível carregar o histórico</Trans>} query={history} />;
  if (!history.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const runs = history.data.kind === 'site' ? history.data.runs : [];
  if (runs.length === 0)
    return (
      <Typography.Text type="secondary">
        <Trans>Nenhuma execução ainda.</Trans>
      </Typography.Text>
    );
  return (
    <Flex vertical gap={12} data-testid="site-monitor-history">
      {runs.map((run) => (
        <Flex key={run.id} vertical gap={6} style={{ paddingBlock: 8, borderTop: '1px solid #F1F5F9' }} data-testid="site-monitor-run">
          <Flex gap={8} wrap align="center">
            <RunStatusTag status={run.status} />
            <Typography.Text>{formatDateTime(run.finishedAt ?? run.startedAt, locale)}</Typography.Text>
            {run.audited !== null && (
              <Typography.Text type="secondary">
                <Plural value={run.audited} one="# página auditada" other="# páginas auditadas" />
              </Typography.Text>
            )}
          </Flex>
          {run.medians && <SiteMedians medians={run.medians} fell={run.fell} />}
          {run.error && <Typography.Text type="danger">{localized(run.error, language)}</Typography.Text>}
        </Flex>
      ))}
    </Flex>
  );
}
