import { BellOutlined, DeleteOutlined, EyeOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { dashboardCategories, maxListedDashboards, type DashboardCategory, type DashboardView } from '@otimiza/plugin-bi-shared';
import { formatDateTime, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Popconfirm, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { biKeys, dashboardsQueryOptions, deleteDashboard } from '../api/queries';
import { sharePercent } from '../lib/format';
import { useBiLabels } from '../lib/labels';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { DashboardDrawer } from './DashboardDrawer';
import { CardGrid } from './CardGrid';
import { FilterSelect } from './FilterSelect';

/** Dashboards: category filter and cards with their usage, refresh and badges; the newest ones only, said so when older exist. */
export function DashboardsTab() {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const labels = useBiLabels();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<DashboardCategory | 'all'>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const dashboards = useQuery(dashboardsQueryOptions(category));
  const remove = useMutation({
    mutationFn: deleteDashboard,
    onSuccess: async () => {
      notification.success({ title: t`Dashboard excluído` });
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
    },
  });
  const layoutLabel = { grid: t`Grade`, columns: t`Colunas`, rows: t`Linhas` };
  const opened = dashboards.data?.dashboards.find((dashboard) => dashboard.id === openId) ?? null;
  return (
    <Flex vertical gap={16} data-testid="dashboards-tab">
      <FilterSelect
        label={t`Categoria`}
        value={category}
        onChange={setCategory}
        options={(['all', ...dashboardCategories] as const).map((value) => ({ value, label: labels.dashboardCategory[value] }))}
        testId="dashboard-category"
      />
      {dashboards.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os dashboards</Trans>} query={dashboards} />}
      {dashboards.isPending && <Skeleton active />}
      {dashboards.data?.dashboards.length === 0 && (
        <Empty data-testid="dashboards-empty" description={<Trans>Nenhum dashboard ainda: crie um com o botão “Dashboard” no topo da página.</Trans>} />
      )}
      {dashboards.data && dashboards.data.dashboards.length > 0 && (
        <CardGrid label={t`Dashboards`} testId="dashboards-scroll" items={dashboards.data.dashboards} keyOf={(dashboard) => dashboard.id}>
          {(dashboard: DashboardView) => {
            const widgets = dashboard.widgets.length;
            const minutes = dashboard.schedule.refreshFrequency;
            return (
              <Card
                size="small"
                data-testid="dashboard-card"
                title={dashboard.title}
                extra={<Tag>{labels.dashboardCategory[dashboard.category]}</Tag>}
                actions={[
                  <Button key="open" type="link" icon={<EyeOutlined />} onClick={() => setOpenId(dashboard.id)} data-testid="open-dashboard">
                    <Trans>Abrir</Trans>
                  </Button>,
                  <Popconfirm
                    key="delete"
                    title={t`Excluir este dashboard?`}
                    okText={t`Excluir`}
                    cancelText={t`Cancelar`}
                    onConfirm={() => remove.mutate(dashboard.id)}
                  >
                    <Button type="link" danger icon={<DeleteOutlined />}>
                      <Trans>Excluir</Trans>
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <Flex vertical gap={8}>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Trans>Layout: {layoutLabel[dashboard.layout]}</Trans> · <Plural value={widgets} one="# widget" other="# widgets" />
                  </Typography.Text>
                  {dashboard.description && <Typography.Paragraph style={{ margin: 0 }}>{dashboard.description}</Typography.Paragraph>}
                  {/* Side by side as they fit: in thirds, 'Visualizações' ran into 'Usuários únicos' on a phone. */}
                  <Flex wrap gap="8px 24px">
                    <Statistic title={t`Visualizações`} value={dashboard.metrics.views} valueStyle={{ fontSize: 18 }} />
                    <Statistic title={t`Usuários únicos`} value={dashboard.metrics.uniqueUsers} valueStyle={{ fontSize: 18 }} />
                    <Statistic title={t`Engajamento`} value={sharePercent(dashboard.metrics.interactionRate, locale)} valueStyle={{ fontSize: 18 }} />
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Trans>Atualiza a cada {minutes} min</Trans>
                  </Typography.Text>
                  <Flex gap={4} wrap>
                    {dashboard.schedule.notifications && (
                      <Tag icon={<BellOutlined />} color="blue">
                        {t`Notificações`}
                      </Tag>
                    )}
                    {dashboard.permissions.shareable && (
                      <Tag icon={<ShareAltOutlined />} color="purple">
                        {t`Compartilhável`}
                      </Tag>
                    )}
                  </Flex>
                  <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                    <Trans>Atualizado em {formatDateTime(dashboard.updatedAt, locale)}</Trans>
                  </Typography.Text>
                </Flex>
              </Card>
            );
          }}
        </CardGrid>
      )}
      {dashboards.data?.hasMore && (
        <Typography.Text type="secondary" data-testid="dashboards-truncated">
          <Trans>Mostrando os {maxListedDashboards} dashboards mais recentes; exclua os que não usa para ver os mais antigos.</Trans>
        </Typography.Text>
      )}
      <DashboardDrawer dashboard={opened} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
