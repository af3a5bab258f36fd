import { AreaChartOutlined, DashboardOutlined, FileTextOutlined, HeatMapOutlined, ReloadOutlined, RiseOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { visualPeriods, type VisualPeriod } from '@otimiza/plugin-reports-shared';
import {
  ApiRequestError,
  formatTime,
  PageHeader,
  type PageTab,
  PageTabs,
  QueryErrorAlert,
  UpgradeRequiredCard,
  useDocumentTitle,
  usePlan,
} from '@otimiza/sdk/web';
import { useIsFetching, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { App, Button, Flex, Segmented, Switch, Typography } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { visualOverviewQueryOptions, visualQueryKeys } from '../visual/api';
import { ChartsTab } from '../visual/components/ChartsTab';
import { DashboardsTab } from '../visual/components/DashboardsTab';
import { HeatmapsTab } from '../visual/components/HeatmapsTab';
import { MetricsTab } from '../visual/components/MetricsTab';
import { OverviewCards } from '../visual/components/OverviewCards';
import { ReportsTab } from '../visual/components/ReportsTab';

const feature = 'visualReports';
type SearchUpdate = Record<string, unknown>;

/**
 * /visual-reports: four overview cards and five tabs — metrics (category and trend
 * filters), charts, dashboards (category), reports (type) and heatmaps (type) — over a period
 * (default 30 days), read again every 30 s while auto-refresh is on.
 */
export default function VisualReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Relatórios Visuais`);
  const plan = usePlan();
  const header = (extra?: ReactNode) => (
    <PageHeader
      title={<Trans>Relatórios Visuais</Trans>}
      lead={<Trans>Métricas, gráficos, dashboards, relatórios interativos e heatmaps calculados a partir das suas análises e relatórios.</Trans>}
      extra={extra}
    />
  );
  if (plan.has(feature) === false)
    return (
      <Flex vertical gap={24} data-testid="visual-reports">
        {header()}
        <UpgradeRequiredCard feature={feature} title={<Trans>Funcionalidade Premium</Trans>}>
          <Trans>Os relatórios visuais fazem parte dos planos Pro e Enterprise.</Trans>
        </UpgradeRequiredCard>
      </Flex>
    );
  return <VisualReports header={header} />;
}

function VisualReports({ header }: { header: (extra?: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as SearchUpdate;
  const navigate = useNavigate();
  const [period, setPeriod] = useState<VisualPeriod>('30d');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const autoRefreshId = useId();
  const overview = useQuery(visualOverviewQueryOptions(period, { auto: autoRefresh }));
  const fetching = useIsFetching({ queryKey: visualQueryKeys.all }) > 0;
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await queryClient.refetchQueries({ queryKey: visualQueryKeys.all, type: 'active' });
      notification.success({ title: t`Dados atualizados` });
    } finally {
      setRefreshing(false);
    }
  };
  const periodLabels: Record<VisualPeriod, string> = { '7d': t`7 dias`, '30d': t`30 dias`, '90d': t`90 dias`, '1y': t`1 ano` };
  // In Brasília time and said so, as every other time on the screens.
  const updatedAt = overview.dataUpdatedAt ? formatTime(new Date(overview.dataUpdatedAt).toISOString(), locale) : null;

  if (overview.error instanceof ApiRequestError && overview.error.type === 'SUBSCRIPTION_REQUIRED')
    return (
      <Flex vertical gap={24} data-testid="visual-reports">
        {header()}
        <UpgradeRequiredCard feature={feature} title={<Trans>Funcionalidade Premium</Trans>} />
      </Flex>
    );

  const tabs: PageTab[] = [
    { key: 'metrics', icon: <RiseOutlined />, label: t`Métricas`, content: <MetricsTab period={period} autoRefresh={autoRefresh} /> },
    { key: 'charts', icon: <AreaChartOutlined />, label: t`Gráficos`, content: <ChartsTab period={period} autoRefresh={autoRefresh} /> },
    { key: 'dashboards', icon: <DashboardOutlined />, label: t`Dashboards`, content: <DashboardsTab period={period} autoRefresh={autoRefresh} /> },
    { key: 'reports', icon: <FileTextOutlined />, label: t`Relatórios`, content: <ReportsTab autoRefresh={autoRefresh} /> },
    { key: 'heatmaps', icon: <HeatMapOutlined />, label: t`Heatmaps`, content: <HeatmapsTab period={period} autoRefresh={autoRefresh} /> },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'metrics';

  return (
    <Flex vertical gap={20} data-testid="visual-reports">
      {header(
        <Flex vertical gap={8} align="flex-end" style={{ flex: '0 1 auto' }}>
          <Flex gap={12} align="center" wrap justify="flex-end">
            <Flex gap={6} align="center">
              <Switch id={autoRefreshId} checked={autoRefresh} onChange={setAutoRefresh} size="small" data-testid="auto-refresh" />
              <label htmlFor={autoRefreshId} style={{ fontSize: 13 }}>
                <Trans>Atualização automática (30 s)</Trans>
              </label>
            </Flex>
            <Button icon={<ReloadOutlined spin={fetching} />} onClick={() => void refresh()} loading={refreshing} data-testid="visual-refresh">
              <Trans>Atualizar</Trans>
            </Button>
          </Flex>
          {updatedAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="visual-updated-at">
              <Trans>Dados lidos às {updatedAt}</Trans>
            </Typography.Text>
          )}
        </Flex>,
      )}
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong id="visual-period-label">
          <Trans>Período</Trans>
        </Typography.Text>
        <Segmented<VisualPeriod>
          value={period}
          onChange={setPeriod}
          options={visualPeriods.map((value) => ({ value, label: periodLabels[value] }))}
          aria-labelledby="visual-period-label"
          data-testid="visual-period"
        />
      </Flex>
      {overview.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar o resumo</Trans>} query={overview} />
      ) : (
        <OverviewCards overview={overview.data} />
      )}
      <PageTabs
        tabs={tabs}
        activeKey={active}
        onChange={(key) => void navigate({ to: '.', search: (previous: SearchUpdate) => ({ ...previous, tab: key }), replace: true })}
        destroyOnHidden
        data-testid="visual-tabs"
      />
    </Flex>
  );
}
