import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { RecurringRunView } from '@otimiza/plugin-reports-shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { formatDateTime, saoPauloTimeZone } from '../lib/format';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { recurringRunsQueryOptions } from './api';
import { RunStatusTag } from './RunStatusTag';
import { QueryErrorAlert } from '@otimiza/sdk/web';

/** The runs of one recurring report (`GET /api/recurring-reports/:id/runs`), newest first. */
export function RunHistory({ reportId }: { reportId: string }) {
  const { t } = useLingui();
  const runs = useQuery(recurringRunsQueryOptions(reportId));

  if (runs.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} aria-busy="true" aria-label={t`Carregando execuções`} />;
  if (runs.error) return <QueryErrorAlert compact title={<Trans>Não foi possível carregar o histórico</Trans>} query={runs} />;
  if (runs.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        data-testid="runs-empty"
        description={<Trans>Nenhuma execução ainda. O primeiro envio acontece na próxima data agendada, ou use “Executar agora”.</Trans>}
      />
    );
  }
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="runs-list">
      {runs.data.map((run, index) => (
        <RunRow key={run.id} run={run} first={index === 0} />
      ))}
    </ol>
  );
}

function RunRow({ run, first }: { run: RecurringRunView; first: boolean }) {
  const { locale } = useInterfaceLanguage();
  const analyses = run.analysisIds.length;
  const recipients = run.emailedTo.length;
  return (
    <li style={{ padding: '10px 0', borderTop: first ? undefined : '1px solid #F0F0F0' }} data-testid="run-row">
      <Flex justify="space-between" gap={8} wrap align="center">
        <Flex gap={8} align="center" wrap>
          <RunStatusTag status={run.status} />
          <Typography.Text>{formatDateTime(run.startedAt, locale, saoPauloTimeZone)}</Typography.Text>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {run.status === 'succeeded' ? (
            <>
              <Plural value={analyses} one="# análise" other="# análises" /> ·{' '}
              <Plural value={recipients} one="e-mail para # destinatário" other="e-mail para # destinatários" />
            </>
          ) : run.attempts > 1 ? (
            <Trans>Tentativa {run.attempts}</Trans>
          ) : null}
        </Typography.Text>
      </Flex>
      {run.error && (
        <Typography.Paragraph type="danger" style={{ margin: '6px 0 0', fontSize: 13, overflowWrap: 'anywhere' }}>
          {run.error}
        </Typography.Paragraph>
      )}
    </li>
  );
}
