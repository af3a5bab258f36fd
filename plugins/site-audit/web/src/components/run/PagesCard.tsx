import { Trans, useLingui } from '@lingui/react/macro';
import { siteAuditCategories, type SiteFailingAudit, type SiteGroupView, type SitePageView, type SitePagesQuery } from '@otimiza/plugin-site-audit-shared';
import { QueryErrorAlert, scoreColor } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Table, Tag, Tooltip, Typography, type TableProps } from 'antd';
import { useState } from 'react';
import { pagesQueryOptions } from '../../api/runs';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { plainAuditTitle } from '../../lib/auditTitle';
import { categoryNames, categoryShortNames, pageStatusNames } from '../../lib/labels';
import { pagesQuery, type PageFilters } from '../../lib/pagesQuery';
import { AnalysisLink } from '../AnalysisLink';
import { PagesFilters } from './PagesFilters';
import { PageAddressCell } from '../shared/PageAddressCell';

const pageSize = 25;
type SortKey = NonNullable<SitePagesQuery['sort']>;
type Order = { sort: SortKey; order: 'asc' | 'desc' };
const defaultOrder: Order = { sort: 'url', order: 'asc' };

const statusColors: Record<SitePageView['status'], string> = {
  queued: 'processing',
  completed: 'success',
  failed: 'error',
  'sampled-out': 'default',
  'over-cap': 'warning',
  cancelled: 'default',
};

/**
 * "Páginas": every discovered page, a page of the server's table at a time, sorted by address or
 * a category's score, filtered as the user asks; each audited page with its four scores and, under
 * its address, a link that opens its analysis.
 */
export function PagesCard({
  runId,
  filters,
  onFiltersChange,
  groups,
  audits,
}: {
  runId: string;
  filters: PageFilters;
  onFiltersChange: (filters: PageFilters) => void;
  groups: readonly SiteGroupView[];
  audits: readonly SiteFailingAudit[];
}) {
  const { t, i18n } = useLingui();
  const { pick } = useInterfaceLanguage();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<Order>(defaultOrder);
  // New filters start on the first page.
  const [filteredBy, setFilteredBy] = useState(filters);
  if (filteredBy !== filters) {
    setFilteredBy(filters);
    setPage(1);
  }
  const list = useQuery(pagesQueryOptions(runId, pagesQuery(filters, { page, limit: pageSize, ...order })));
  const data = list.data;
  const auditTitles = new Map(audits.map((audit) => [audit.id, plainAuditTitle(pick(audit.title))]));

  const sortOrder = (key: SortKey) => (order.sort === key ? (order.order === 'asc' ? 'ascend' : 'descend') : null);
  const onChange: TableProps<SitePageView>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const key = single?.columnKey as SortKey | undefined;
    const next: Order = key && single?.order ? { sort: key, order: single.order === 'ascend' ? 'asc' : 'desc' } : defaultOrder;
    if (next.sort !== order.sort || next.order !== order.order) {
      setOrder(next);
      setPage(1);
    } else {
      setPage(pagination.current ?? 1);
    }
  };

  const scoreColumns: NonNullable<TableProps<SitePageView>['columns']> = siteAuditCategories.map((category) => ({
    key: category,
    // The short name keeps the four scores on screen beside the address; the full name is its tooltip.
    title: <span title={i18n._(categoryNames[category])}>{i18n._(categoryShortNames[category])}</span>,
    align: 'end' as const,
    sorter: true,
    sortOrder: sortOrder(category),
    sortDirections: ['ascend', 'descend'],
    render: (_: unknown, row: SitePageView) => {
      const score = row.scores?.[category];
      if (score === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
      return <strong style={{ color: scoreColor(score).color }}>{score}</strong>;
    },
  }));

  return (
    <Card title={<Trans>Páginas</Trans>} data-testid="site-audit-pages">
      <Flex vertical gap={12}>
        <PagesFilters filters={filters} onChange={onFiltersChange} groups={groups} audits={audits} />
        {list.isError ? (
          <QueryErrorAlert title={<Trans>Não foi possível carregar as páginas</Trans>} query={list} />
        ) : (
          <Table<SitePageView>
            rowKey="id"
            size="small"
            loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
            dataSource={data?.pages ?? []}
            scroll={{ x: 'max-content' }}
            onChange={onChange}
            pagination={{ current: page, pageSize, total: data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: <Trans>Nenhuma página com esses filtros.</Trans> }}
            columns={[
              {
                key: 'url',
                title: t`Endereço`,
                sorter: true,
                sortOrder: sortOrder('url'),
                sortDirections: ['ascend', 'descend'],
                render: (_, row) => (
                  <PageAddressCell url={row.url} group={row.group} rel="noopener noreferrer">
                    {/* A queued page's analysis is not done yet: nothing to open. */}
                    {row.status === 'completed' && row.analysisId && (
                      <>
                        {' · '}
                        <AnalysisLink analysisId={row.analysisId} />
                      </>
                    )}
                  </PageAddressCell>
                ),
              },
              {
                key: 'status',
                title: t`Situação`,
                render: (_, row) => {
                  const tag = (
                    <Tag color={statusColors[row.status]} style={{ marginInlineEnd: 0 }}>
                      {i18n._(pageStatusNames[row.status])}
                    </Tag>
                  );
                  return row.error ? <Tooltip title={pick(row.error)}>{tag}</Tooltip> : tag;
                },
              },
              ...scoreColumns,
              {
                key: 'failing',
                title: t`Falhas`,
                align: 'end',
                render: (_, row) =>
                  row.failingAudits.length === 0 ? (
                    <Typography.Text type="secondary">{row.status === 'completed' ? 0 : '—'}</Typography.Text>
                  ) : (
                    <Tooltip title={row.failingAudits.map((id) => auditTitles.get(id) ?? id).join(' · ')}>
                      <span>{row.failingAudits.length}</span>
                    </Tooltip>
                  ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
