import { UploadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { metricCategories, metricsPageSize, type MetricCategory, type MetricView } from '@otimiza/plugin-bi-shared';
import { QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Flex, Input, Pagination, Row, Skeleton, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { metricsQueryOptions } from '../api/queries';
import { useBiLabels } from '../lib/labels';
import { EditMetricModal } from './EditMetricModal';
import { FilterSelect } from './FilterSelect';
import { ImportCsvModal } from './ImportCsvModal';
import { MetricCard } from './MetricCard';

/** Métricas: search over name and description, a category filter, pages of metrics, and the import of CSV series. */
export function MetricsTab() {
  const { t } = useLingui();
  const labels = useBiLabels();
  const [category, setCategory] = useState<MetricCategory | 'all'>('all');
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<MetricView | null>(null);
  const [page, setPage] = useState(1);
  // A new filter starts on its first page.
  const [filteredBy, setFilteredBy] = useState(`${category}\u0000${deferred}`);
  if (filteredBy !== `${category}\u0000${deferred}`) {
    setFilteredBy(`${category}\u0000${deferred}`);
    setPage(1);
  }
  const metrics = useQuery({ ...metricsQueryOptions(category, deferred, { page }), placeholderData: keepPreviousData });
  return (
    <Flex vertical gap={16} data-testid="metrics-tab">
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          placeholder={t`Buscar métricas`}
          aria-label={t`Buscar métricas`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
          data-testid="metric-search"
        />
        <FilterSelect
          label={t`Categoria`}
          value={category}
          onChange={setCategory}
          options={(['all', ...metricCategories] as const).map((value) => ({ value, label: labels.metricCategory[value] }))}
          testId="metric-category"
        />
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import-csv">
          <Trans>Importar CSV</Trans>
        </Button>
      </Flex>
      {metrics.data?.clientSeries === 'unavailable' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>MRR, churn e NPS dos clientes aparecem aqui quando o Customer Success está ativo e tem clientes.</Trans>
        </Typography.Text>
      )}
      {metrics.data?.clientSeries === 'no-customers' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>MRR, churn e NPS dos clientes aparecem aqui quando o Customer Success tiver clientes cadastrados.</Trans>
        </Typography.Text>
      )}
      {metrics.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar as métricas</Trans>} query={metrics} />}
      {metrics.isPending && (
        <Card aria-busy="true" aria-label={t`Carregando métricas`}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      {metrics.data && metrics.data.metrics.length === 0 && (
        <Empty
          data-testid="metrics-empty"
          description={
            deferred || category !== 'all' ? (
              <Trans>Nenhuma métrica com estes filtros.</Trans>
            ) : (
              <Trans>
                Ainda não há séries: as métricas da plataforma aparecem depois das primeiras análises, e as de negócio (receita, pedidos, tráfego, leads) ao
                importar um CSV.
              </Trans>
            )
          }
        >
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            <Trans>Importar CSV</Trans>
          </Button>
        </Empty>
      )}
      {metrics.data && metrics.data.metrics.length > 0 && (
        <ScrollArea label={t`Métricas`} testId="metrics-scroll">
          <Row gutter={[16, 16]}>
            {metrics.data.metrics.map((metric) => (
              <Col key={metric.id} xs={24} md={12} xl={8}>
                <MetricCard metric={metric} onEdit={setEditing} />
              </Col>
            ))}
          </Row>
        </ScrollArea>
      )}
      {metrics.data && metrics.data.total > metricsPageSize && (
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={metricsPageSize}
            total={metrics.data.total}
            showSizeChanger={false}
            onChange={setPage}
            data-testid="metrics-pagination"
          />
        </Flex>
      )}
      <ImportCsvModal open={importing} onClose={() => setImporting(false)} />
      <EditMetricModal metric={editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
