import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined, TeamOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  defaultVisualStrategy,
  visualDashboardCategories,
  visualStrategies,
  type VisualDashboard,
  type VisualDashboardCategory,
  type VisualPeriod,
  type VisualStrategy,
} from '@otimiza/plugin-reports-shared';
import { QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useInterfaceLanguage } from '../../lib/useInterfaceLanguage';
import { visualDashboardsQueryOptions } from '../api';
import { formatDay, formatValue } from '../format';
import { FilterSelect } from './FilterSelect';

/** The dashboards tab: dashboards computed from the workspace's metrics, by category. */
export function DashboardsTab({ period, autoRefresh }: { period: VisualPeriod; autoRefresh: boolean }) {
  const { t } = useLingui();
  const [category, setCategory] = useState<VisualDashboardCategory | 'all'>('all');
  const [strategy, setStrategy] = useState<VisualStrategy | undefined>(undefined);
  const dashboards = useQuery(visualDashboardsQueryOptions({ period, category, strategy }, { auto: autoRefresh }));
  const labels = useCategoryLabels();
  // The scores, vitals and failing audits read one strategy: a site's mobile and desktop audits are never averaged.
  const strategyLabels: Record<VisualStrategy, string> = { mobile: t`Celular`, desktop: t`Computador` };
  const shownStrategy = strategyLabels[dashboards.data?.strategy ?? strategy ?? defaultVisualStrategy];
  const activeUsers = dashboards.data?.activeUsers ?? 0;
  return (
    <Flex vertical gap={16}>
      <Flex gap={16} wrap align="center" justify="space-between">
        <FilterSelect
          label={t`Categoria`}
          value={category}
          onChange={setCategory}
          options={[{ value: 'all' as const, label: t`Todas` }, ...visualDashboardCategories.map((value) => ({ value, label: labels[value] }))]}
          testId="dashboards-category"
        />
        <FilterSelect
          label={t`Estratégia`}
          // The user's choice, else the strategy the server read (that of the latest analysis); none while it answers.
          value={strategy ?? dashboards.data?.strategy}
          onChange={setStrategy}
          options={visualStrategies.map((value) => ({ value, label: strategyLabels[value] }))}
          testId="dashboards-strategy"
        />
        {dashboards.data && (
          <Typography.Text type="secondary" data-testid="dashboards-active-users">
            <TeamOutlined aria-hidden="true" />{' '}
            <Plural
              value={activeUsers}
              _0="Nenhum membro ativo nos últimos 30 dias"
              one="# membro ativo nos últimos 30 dias"
              other="# membros ativos nos últimos 30 dias"
            />
          </Typography.Text>
        )}
      </Flex>
      {dashboards.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : dashboards.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar os dashboards</Trans>} query={dashboards} />
      ) : dashboards.data.dashboards.length === 0 ? (
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            data-testid="dashboards-empty"
            description={
              category === 'sales' ? (
                <Trans>Nenhum dado de vendas é guardado pela plataforma: não há dashboard de vendas.</Trans>
              ) : (
                <Trans>Nenhum dashboard nesta categoria.</Trans>
              )
            }
          />
        </Card>
      ) : (
        <ScrollArea label={t`Dashboards`} testId="dashboards-list">
          <Row gutter={[12, 12]}>
            {dashboards.data.dashboards.map((dashboard) => (
              <Col key={dashboard.id} xs={24} lg={12}>
                <DashboardCard dashboard={dashboard} strategy={shownStrategy} />
              </Col>
            ))}
          </Row>
        </ScrollArea>
      )}
    </Flex>
  );
}

function useCategoryLabels(): Record<VisualDashboardCategory, string> {
  const { t } = useLingui();
  return { executive: t`Executivo`, operational: t`Operacional`, technical: t`Técnico`, marketing: t`Marketing`, sales: t`Vendas` };
}

/** Metrics read as a level of the sites (each one's latest analysis in the strategy); the others are the period's totals of every analysis. */
const levelMetrics = new Set([
  'score.performance',
  'score.seo',
  'score.accessibility',
  'score.best-practices',
  'vitals.lcp',
  'vitals.cls',
  'vitals.tbt',
  'audits.failing',
]);

function DashboardCard({ dashboard, strategy }: { dashboard: VisualDashboard; strategy: string }) {
  const { t } = useLingui();
  const { pick, locale } = useInterfaceLanguage();
  const labels = useCategoryLabels();
  const seconds = Math.round(dashboard.refreshInterval * 60);
  return (
    <Card size="small" style={{ height: '100%' }} data-testid="dashboard-card" data-dashboard={dashboard.id}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" gap={8} wrap align="center">
          <Typography.Text strong style={{ fontSize: 15 }}>
            {pick(dashboard.name)}
          </Typography.Text>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {labels[dashboard.category]}
          </Tag>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {pick(dashboard.description)}
        </Typography.Text>
        <Row gutter={[8, 8]}>
          {dashboard.widgets.map((widget) => (
            <Col key={widget.metric} xs={12} sm={8}>
              <Flex
                vertical
                style={{ background: '#F8FAFC', border: '1px solid #E2E8F0', borderRadius: 8, padding: '6px 10px', height: '100%' }}
                data-testid="dashboard-widget"
                data-metric={widget.metric}
              >
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {pick(widget.name)}
                </Typography.Text>
                <span style={{ fontSize: 18, fontWeight: 700 }}>
                  <span data-testid="widget-value">{formatValue(widget.value, widget.unit, locale)}</span>{' '}
                  {widget.trend && (
                    <span
                      style={{ fontSize: 12, color: '#64748B' }}
                      aria-label={widget.trend === 'up' ? t`Subindo` : widget.trend === 'down' ? t`Caindo` : t`Estável`}
                    >
                      {widget.trend === 'up' ? <ArrowUpOutlined /> : widget.trend === 'down' ? <ArrowDownOutlined /> : <MinusOutlined />}
                    </span>
                  )}
                </span>
              </Flex>
            </Col>
          ))}
        </Row>
        {dashboard.widgets.some((widget) => levelMetrics.has(widget.metric)) && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="dashboard-strategy-note">
            {t`Pontuações, vitais e auditorias: ${strategy}, a análise mais recente de cada site; contagens: todas as análises do período.`}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t`${dashboard.widgets.length} widgets · layout em grade · atualiza a cada ${seconds} s`}
          {' · '}
          {dashboard.lastUpdated ? t`dados até ${formatDay(dashboard.lastUpdated, locale)}` : t`ainda sem dados`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
