import { PlusOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { reportListQueryOptions } from '../../api/reports';
import { REPORTS_PAGE_SIZE, useReportFilters } from '../../hooks/useReportFilters';
import { useRefreshWhenReportsFinish } from '../../hooks/useRefreshWhenReportsFinish';
import { LoadError } from '../common/LoadError';
import { ReportFiltersBar } from './ReportFiltersBar';
import { ReportItem } from './ReportItem';
import { EmptyState, ReachablePagination, ScrollArea } from '@otimiza/sdk/web';

/** The reports tab: search, type and status filters, the list in a 600 px area, pages (up to the newest 10 000, said so beyond). */
export function ReportsTab({ onOpen, onNew }: { onOpen: (id: string) => void; onNew: () => void }) {
  const { t, i18n } = useLingui();
  const { filters, change, clear, filtered, page, setPage, query } = useReportFilters();
  const list = useQuery(reportListQueryOptions(query));
  const data = list.data;
  useRefreshWhenReportsFinish(data?.reports);

  return (
    <Flex vertical gap={16}>
      <ReportFiltersBar filters={filters} onChange={change} />
      {list.error ? (
        <LoadError title={<Trans>Não foi possível carregar as auditorias</Trans>} query={list} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.reports.length === 0 ? (
        filtered ? (
          <EmptyState
            testId="reports-filtered-empty"
            title={<Trans>Nenhuma auditoria com estes filtros</Trans>}
            action={
              <Button onClick={clear}>
                <Trans>Limpar filtros</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            testId="reports-empty"
            title={<Trans>Nenhuma auditoria ainda</Trans>}
            description={
              <Trans>
                Uma auditoria roda as regras de WCAG, LGPD, segurança, desempenho e conteúdo nos seus sites e guarda cada falha com a sua evidência.
              </Trans>
            }
            action={
              <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
                <Trans>Nova Auditoria</Trans>
              </Button>
            }
          />
        )
      ) : (
        <>
          <Typography.Text type="secondary" aria-live="polite">
            <Plural value={data.total} one="# auditoria" other="# auditorias" />
          </Typography.Text>
          <ScrollArea label={t`Lista de auditorias`} testId="report-list">
            <Flex vertical gap={12} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {data.reports.map((report) => (
                <ReportItem key={report.id} report={report} onOpen={() => onOpen(report.id)} />
              ))}
            </Flex>
          </ScrollArea>
          <ReachablePagination
            page={page}
            pageSize={REPORTS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
            locale={i18n.locale}
            beyondReach={(reachableText) => (
              <Trans>As páginas alcançam as {reachableText} auditorias mais recentes; para as mais antigas, use os filtros ou a busca.</Trans>
            )}
            beyondReachTestId="report-pages-reach"
          />
        </>
      )}
    </Flex>
  );
}
