import { HeartOutlined, RiseOutlined, TeamOutlined, WarningOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorAlert, SummaryCard } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton } from 'antd';
import { systemQueryOptions } from '../api/cs';
import { coloursOf, percentText } from '../lib/health';

/** The four cards: customers (healthy), average health (NPS), churn rate (critical), expansion rate (CSAT). */
export function SummaryCards() {
  const { t, i18n } = useLingui();
  const system = useQuery(systemQueryOptions());
  if (system.error) return <QueryErrorAlert title={t`Não foi possível carregar os indicadores`} query={system} />;
  if (!system.data)
    return (
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((key) => (
          <Col key={key} xs={12} lg={6}>
            <Card size="small">
              <Skeleton active title={{ width: 80 }} paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  const metrics = system.data.systemMetrics;
  const none = t`sem dados`;
  const average = metrics.averageHealthScore;
  // Loading and a failed read are shown for the whole row above; each card shows its figures.
  const loaded = { query: system, errorTitle: t`Não foi possível carregar os indicadores` };
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} lg={6}>
        <SummaryCard
          {...loaded}
          testId="card-customers"
          title={<Trans>Total de clientes</Trans>}
          icon={<TeamOutlined />}
          value={metrics.totalCustomers}
          detail={<Trans>Saudáveis: {metrics.healthyCustomers}</Trans>}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          {...loaded}
          testId="card-health"
          title={<Trans>Pontuação de saúde média</Trans>}
          icon={<HeartOutlined />}
          value={average === null ? none : <span style={{ color: coloursOf(average).color }}>{average}</span>}
          detail={<Trans>NPS {metrics.npsScore === null ? none : metrics.npsScore}</Trans>}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          {...loaded}
          testId="card-churn"
          title={<Trans>Taxa de churn (30 dias)</Trans>}
          icon={<WarningOutlined />}
          value={metrics.churnRate === null ? none : percentText(metrics.churnRate, i18n.locale)}
          detail={<Trans>Críticos: {metrics.criticalCustomers}</Trans>}
        />
      </Col>
      <Col xs={12} lg={6}>
        <SummaryCard
          {...loaded}
          testId="card-expansion"
          title={<Trans>Taxa de expansão (30 dias)</Trans>}
          icon={<RiseOutlined />}
          value={metrics.expansionRate === null ? none : percentText(metrics.expansionRate, i18n.locale)}
          detail={<Trans>CSAT {metrics.csat === null ? none : percentText(metrics.csat, i18n.locale, 0)}</Trans>}
        />
      </Col>
    </Row>
  );
}
