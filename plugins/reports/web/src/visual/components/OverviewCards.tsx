import { AreaChartOutlined, DashboardOutlined, FileTextOutlined, RiseOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { VisualOverview } from '@otimiza/plugin-reports-shared';
import { Col, Row } from 'antd';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { OverviewCard, OverviewCardsLoading } from '@otimiza/sdk/web';

/** The four overview cards. */
export function OverviewCards({ overview }: { overview: VisualOverview | undefined }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  if (!overview) return <OverviewCardsLoading label={t`Carregando resumo`} />;
  const { metrics, charts, dashboards, reports } = overview;
  const improving = metrics.improvingMetrics;
  const activeUsers = dashboards.activeUsers;
  const avgInsights = charts.avgInsights.toLocaleString(locale, { maximumFractionDigits: 1 });
  const views = reports.totalViews;
  return (
    <Row gutter={[16, 16]} data-testid="visual-overview">
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<RiseOutlined />}
          title={<Trans>Métricas</Trans>}
          value={metrics.totalMetrics}
          detail={<Plural value={improving} _0="nenhuma melhorando" one="# melhorando" other="# melhorando" />}
          testId="overview-metrics"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<AreaChartOutlined />}
          title={<Trans>Gráficos</Trans>}
          value={charts.totalCharts}
          detail={<Trans>Insights por gráfico, em média: {avgInsights}</Trans>}
          testId="overview-charts"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<DashboardOutlined />}
          title={<Trans>Dashboards</Trans>}
          value={dashboards.totalDashboards}
          detail={<Plural value={activeUsers} _0="nenhum usuário ativo" one="# usuário ativo" other="# usuários ativos" />}
          testId="overview-dashboards"
        />
      </Col>
      <Col xs={12} lg={6}>
        <OverviewCard
          icon={<FileTextOutlined />}
          title={<Trans>Relatórios</Trans>}
          value={reports.totalReports}
          detail={<Plural value={views} _0="nenhuma visualização" one="# visualização" other="# visualizações" />}
          testId="overview-reports"
        />
      </Col>
    </Row>
  );
}
