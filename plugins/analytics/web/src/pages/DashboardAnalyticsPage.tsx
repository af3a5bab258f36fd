import {
  AlertOutlined,
  AppstoreOutlined,
  BulbOutlined,
  DashboardOutlined,
  FilePdfOutlined,
  LineChartOutlined,
  PartitionOutlined,
  ReloadOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  analyticsManifest,
  kpiCategories,
  strategies,
  type DashboardQuery,
  type KpiCategory,
  type Period,
  type ResolvedStrategy,
  type Strategy,
} from '@otimiza/plugin-analytics-shared';
import { ApiRequestError, PageHeader, PageTabs, UpgradeRequiredCard, useDocumentTitle } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { App, Button, Flex, Segmented, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import {
  createCustomReport,
  customReportUrl,
  dashboardQueryKey,
  insightsQueryOptions,
  kpisQueryOptions,
  refreshDashboard,
  segmentsQueryOptions,
  summaryQueryOptions,
} from '../api/dashboard';
import { ChartsTab } from '../components/ChartsTab';
import { InsightsTab } from '../components/InsightsTab';
import { KpisTab } from '../components/KpisTab';
import { OverviewTab } from '../components/OverviewTab';
import { RealtimeTab } from '../components/RealtimeTab';
import { SegmentsTab } from '../components/SegmentsTab';

const periodOptions: Period[] = ['7d', '30d', '90d', '1y'];

/** Tabs that read one strategy (per-page KPIs, segments, the performance forecast); the charts draw a line per strategy. */
const tabsByStrategy = new Set(['overview', 'kpis', 'segments', 'insights']);

/**
 * The query of the tab's own answer (the same key, so no second request): the strategy its figures read, and why, as the
 * server says. The overview's for the tabs without one (the filter is hidden there, and the query off).
 */
function shownAnswer(tab: string, query: DashboardQuery, autoRefresh: boolean): UseQueryOptions<ResolvedStrategy> {
  const options =
    tab === 'kpis'
      ? kpisQueryOptions(query, autoRefresh)
      : tab === 'segments'
        ? segmentsQueryOptions(query.strategy, autoRefresh)
        : tab === 'insights'
          ? insightsQueryOptions(query, autoRefresh)
          : summaryQueryOptions(query, autoRefresh);
  return options as unknown as UseQueryOptions<ResolvedStrategy>;
}

/**
 * /dashboard-analytics: six tabs, category, period and strategy filters, auto-refresh, refresh and PDF
 * buttons. The strategy is the one the per-page KPIs, the segments and the forecast read: until the user picks one, the
 * server's (the workspace's most recent completed analysis's, mobile when none), which the filter shows.
 */
export default function DashboardAnalyticsPage() {
  const { t, i18n } = useLingui();
  const { notification } = App.useApp();
  const client = useQueryClient();
  const title = i18n._(analyticsManifest.displayName);
  useDocumentTitle(title);
  const [tab, setTab] = useState('overview');
  const [period, setPeriod] = useState<Period>('30d');
  const [category, setCategory] = useState<'all' | KpiCategory>('all');
  // Unset until the user picks one: then it wins, on every tab and in the PDF.
  const [strategy, setStrategy] = useState<Strategy | undefined>(undefined);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [upgrade, setUpgrade] = useState(false);
  const query: DashboardQuery = { period, category, strategy };
  const served = useQuery({ ...shownAnswer(tab, query, autoRefresh), enabled: tabsByStrategy.has(tab) && !upgrade });

  const onError = (fallback: string) => (error: Error) => {
    if (error instanceof ApiRequestError && error.type === 'SUBSCRIPTION_REQUIRED') setUpgrade(true);
    else notification.error({ title: fallback, description: error instanceof ApiRequestError ? error.message : undefined });
  };
  const refresh = useMutation({
    mutationFn: refreshDashboard,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: dashboardQueryKey });
      notification.success({ title: t`Dados atualizados` });
    },
    onError: onError(t`Não foi possível atualizar os dados`),
  });
  const report = useMutation({
    mutationFn: () => createCustomReport(period, strategy),
    onSuccess: ({ filename }) => {
      notification.success({ title: t`Relatório gerado`, description: filename });
      const link = document.createElement('a');
      link.href = customReportUrl(filename);
      link.download = filename;
      link.click();
    },
    onError: onError(t`Não foi possível gerar o relatório`),
  });

  if (upgrade) return <UpgradeRequiredCard feature={analyticsManifest.requiredFeature} title={title} />;

  const categoryLabels: Record<'all' | KpiCategory, string> = {
    all: t`Todas as categorias`,
    scores: t`Notas`,
    vitals: t`Core Web Vitals`,
    operations: t`Operação`,
    engagement: t`Engajamento`,
    revenue: t`Receita`,
  };
  const strategyLabels: Record<Strategy, string> = { mobile: t`Celular`, desktop: t`Computador` };
  const tabs = [
    { key: 'overview', icon: <DashboardOutlined />, label: t`Visão geral`, content: <OverviewTab query={query} autoRefresh={autoRefresh} /> },
    { key: 'kpis', icon: <AppstoreOutlined />, label: t`KPIs`, content: <KpisTab query={query} autoRefresh={autoRefresh} /> },
    { key: 'charts', icon: <LineChartOutlined />, label: t`Gráficos`, content: <ChartsTab query={query} autoRefresh={autoRefresh} /> },
    { key: 'realtime', icon: <ThunderboltOutlined />, label: t`Tempo real`, content: <RealtimeTab autoRefresh={autoRefresh} /> },
    { key: 'segments', icon: <PartitionOutlined />, label: t`Segmentos`, content: <SegmentsTab strategy={strategy} autoRefresh={autoRefresh} /> },
    { key: 'insights', icon: <BulbOutlined />, label: t`Insights`, content: <InsightsTab query={query} autoRefresh={autoRefresh} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title={title}
        lead={<Trans>KPIs com metas, previsões com a precisão medida, métricas em tempo real e insights calculados dos dados do seu espaço de trabalho.</Trans>}
      />
      <Flex gap={12} wrap align="center" justify="space-between" data-testid="dashboard-controls">
        <Space wrap>
          <Select
            value={category}
            onChange={setCategory}
            aria-label={t`Categoria`}
            style={{ minWidth: 190 }}
            options={(['all', ...kpiCategories] as const).map((value) => ({ value, label: categoryLabels[value] }))}
            data-testid="category-filter"
          />
          <Segmented<Period>
            value={period}
            onChange={setPeriod}
            aria-label={t`Período`}
            options={periodOptions.map((value) => ({ value, label: value }))}
            data-testid="period-filter"
          />
          {tabsByStrategy.has(tab) && (
            <Space size={6} wrap>
              <Segmented<Strategy>
                // The user's choice, else the strategy the server read; none selected while it answers.
                value={(strategy ?? served.data?.strategy ?? null) as Strategy}
                onChange={setStrategy}
                aria-label={t`Estratégia`}
                options={strategies.map((value) => ({ value, label: strategyLabels[value] }))}
                data-testid="strategy-filter"
                data-strategy={strategy ?? served.data?.strategy ?? ''}
                data-source={strategy ? 'query' : (served.data?.strategySource ?? '')}
              />
              {!strategy && served.data && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="strategy-source">
                  {served.data.strategySource === 'latest-analysis' ? (
                    <Trans>Estratégia da análise mais recente</Trans>
                  ) : (
                    <Trans>Nenhuma análise concluída ainda</Trans>
                  )}
                </Typography.Text>
              )}
            </Space>
          )}
        </Space>
        <Space wrap>
          <Space size={6}>
            <Switch checked={autoRefresh} onChange={setAutoRefresh} aria-label={t`Atualização automática`} data-testid="auto-refresh" />
            <Typography.Text>
              <Trans>Atualização automática</Trans>
            </Typography.Text>
          </Space>
          <Button icon={<ReloadOutlined />} loading={refresh.isPending} onClick={() => refresh.mutate()} data-testid="refresh-button">
            <Trans>Atualizar</Trans>
          </Button>
          <Button type="primary" icon={<FilePdfOutlined />} loading={report.isPending} onClick={() => report.mutate()} data-testid="pdf-button">
            <Trans>Relatório PDF</Trans>
          </Button>
        </Space>
      </Flex>
      <PageTabs tabs={tabs} activeKey={tab} onChange={setTab} destroyOnHidden data-testid="analytics-tabs" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <AlertOutlined /> <Trans>Nenhum número é estimado sem dados: onde faltam dados, a tela diz o que falta.</Trans>
      </Typography.Text>
    </Flex>
  );
}
