import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dashboardCategories,
  dashboardLayouts,
  widgetTypes,
  type DashboardCategory,
  type DashboardLayout,
  type DashboardView,
  type WidgetType,
  type WidgetView,
} from '@otimiza/plugin-bi-shared';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Drawer, Flex, Form, Input, InputNumber, Row, Select, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { biKeys, dashboardDataQueryOptions, forgetDashboardView, recordInteraction, updateDashboard } from '../api/queries';
import { useBiLabels } from '../lib/labels';
import { widgetSpan } from '../lib/layout';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';
import { useMetricOptions } from '../lib/useMetricOptions';
import { WidgetBody } from './WidgetBody';

/** A dashboard opened: its widgets with their data (the opening counts as a view), a widget form, refresh, alerts and sharing. */
export function DashboardDrawer({ dashboard, onClose }: { dashboard: DashboardView | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const close = () => {
    if (dashboard) {
      forgetDashboardView(dashboard.id);
      queryClient.removeQueries({ queryKey: biKeys.dashboardData(dashboard.id) });
    }
    onClose();
  };
  return (
    <Drawer open={dashboard !== null} onClose={close} size="large" title={dashboard?.title} destroyOnHidden data-testid="dashboard-drawer">
      {dashboard && <DashboardContent dashboard={dashboard} />}
    </Drawer>
  );
}

function DashboardContent({ dashboard }: { dashboard: DashboardView }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const data = useQuery(dashboardDataQueryOptions(dashboard.id, dashboard.schedule.refreshFrequency));
  const [form] = Form.useForm<{ type: WidgetType; metricId: string; title: string }>();
  const picked = Form.useWatch('metricId', form);
  const metrics = useMetricOptions(picked ? [picked] : []);
  const interact = () => {
    if (data.data?.viewId) void recordInteraction(dashboard.id, data.data.viewId).catch(() => undefined);
  };
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateDashboard>[1]) => updateDashboard(dashboard.id, body),
    onSuccess: async (view) => {
      if (view.shareUrl) setShareUrl(`${window.location.origin}${view.shareUrl}`);
      interact();
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
    },
  });
  const widgets = data.data?.dashboard.widgets ?? dashboard.widgets;
  const labels = useBiLabels();
  const layoutLabels: Record<DashboardLayout, string> = { grid: t`Grade`, columns: t`Colunas`, rows: t`Linhas` };
  const typeLabels: Record<WidgetType, string> = { 'metric-card': t`Cartão de métrica`, line: t`Linha`, bar: t`Barras`, table: t`Tabela` };
  const addWidget = (values: { type: WidgetType; metricId: string; title: string }) => {
    const next: WidgetView[] = [
      ...widgets,
      {
        id: crypto.randomUUID(),
        type: values.type,
        metricId: values.metricId,
        title: values.title ?? '',
        position: { x: 0, y: widgets.length, w: values.type === 'metric-card' ? 6 : 12, h: 4 },
      },
    ];
    save.mutate({ widgets: next }, { onSuccess: () => form.resetFields() });
  };
  const removeWidget = (id: string) => save.mutate({ widgets: widgets.filter((widget) => widget.id !== id) });
  const resizeWidget = (id: string, w: number) =>
    save.mutate({ widgets: widgets.map((widget) => (widget.id === id ? { ...widget, position: { ...widget.position, w } } : widget)) });
  const layout = data.data?.dashboard.layout ?? dashboard.layout;
  const metricName = (id: string) => {
    const found = data.data?.widgets.find((item) => item.metric?.id === id)?.metric;
    return found ? pick(found.name) : (metrics.nameOf(id) ?? '');
  };
  return (
    <Flex vertical gap={16}>
      {dashboard.description && <Typography.Paragraph type="secondary">{dashboard.description}</Typography.Paragraph>}
      {data.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar o dashboard</Trans>} query={data} />}
      {data.isPending && <Skeleton active />}
      {data.data && widgets.length === 0 && (
        <Alert type="info" showIcon message={<Trans>Este dashboard ainda não tem widgets: adicione um abaixo, sobre qualquer série.</Trans>} />
      )}
      <Row gutter={[12, 12]}>
        {widgets.map((widget) => (
          <Col key={widget.id} xs={24} md={widgetSpan(layout, widget.position.w)}>
            <Card
              size="small"
              title={widget.title || metricName(widget.metricId) || typeLabels[widget.type]}
              extra={
                <Flex gap={4} align="center">
                  {layout === 'grid' && (
                    <Select
                      size="small"
                      aria-label={t`Largura do widget`}
                      value={widget.position.w}
                      style={{ width: 96 }}
                      onChange={(w: number) => resizeWidget(widget.id, w)}
                      options={[
                        { value: 4, label: t`1/3` },
                        { value: 6, label: t`Metade` },
                        { value: 12, label: t`Inteira` },
                      ]}
                    />
                  )}
                  <Button size="small" type="text" icon={<DeleteOutlined />} aria-label={t`Remover widget`} onClick={() => removeWidget(widget.id)} />
                </Flex>
              }
              onClick={interact}
              data-testid="dashboard-widget"
            >
              <WidgetBody widget={widget} data={data.data?.widgets.find((item) => item.widgetId === widget.id)} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={<Trans>Adicionar widget</Trans>}>
        <Form form={form} layout="vertical" onFinish={addWidget} initialValues={{ type: 'line' }}>
          <Flex gap={12} wrap>
            <Form.Item name="type" label={t`Tipo`} style={{ minWidth: 160 }}>
              <Select options={widgetTypes.map((value) => ({ value, label: typeLabels[value] }))} />
            </Form.Item>
            <Form.Item name="metricId" label={t`Série`} rules={[{ required: true, message: t`Escolha uma série` }]} style={{ minWidth: 240, flex: 1 }}>
              <Select
                showSearch={{ filterOption: false, onSearch: metrics.onSearch }}
                loading={metrics.loading}
                options={metrics.options}
                notFoundContent={t`Nenhuma série ainda`}
              />
            </Form.Item>
            <Form.Item name="title" label={t`Título (opcional)`} style={{ minWidth: 180 }}>
              <Input maxLength={120} />
            </Form.Item>
          </Flex>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={save.isPending} data-testid="add-widget">
            <Trans>Adicionar</Trans>
          </Button>
        </Form>
      </Card>
      <Card size="small" title={<Trans>Configurações do dashboard</Trans>}>
        <Flex vertical gap={12}>
          <Flex gap={12} wrap>
            <Flex vertical gap={4}>
              <Typography.Text>
                <Trans>Categoria</Trans>
              </Typography.Text>
              <Select
                aria-label={t`Categoria`}
                defaultValue={dashboard.category}
                style={{ minWidth: 180 }}
                onChange={(category: DashboardCategory) => save.mutate({ category })}
                options={dashboardCategories.map((value) => ({ value, label: labels.dashboardCategory[value] }))}
              />
            </Flex>
            <Flex vertical gap={4}>
              <Typography.Text>
                <Trans>Layout</Trans>
              </Typography.Text>
              <Select
                aria-label={t`Layout`}
                defaultValue={dashboard.layout}
                style={{ minWidth: 140 }}
                onChange={(value: DashboardLayout) => save.mutate({ layout: value })}
                options={dashboardLayouts.map((value) => ({ value, label: layoutLabels[value] }))}
              />
            </Flex>
          </Flex>
          <Input.TextArea
            aria-label={t`Descrição`}
            placeholder={t`Descrição (opcional)`}
            defaultValue={dashboard.description}
            maxLength={2000}
            autoSize={{ minRows: 1, maxRows: 4 }}
            onBlur={(event) => {
              if (event.target.value.trim() !== dashboard.description) save.mutate({ description: event.target.value.trim() });
            }}
          />
          <Flex gap={8} align="center" wrap>
            <Typography.Text>
              <Trans>Atualizar a cada (minutos)</Trans>
            </Typography.Text>
            <InputNumber
              min={1}
              max={1440}
              defaultValue={dashboard.schedule.refreshFrequency}
              aria-label={t`Atualizar a cada (minutos)`}
              onBlur={(event) => {
                const value = Number(event.target.value);
                if (Number.isInteger(value) && value >= 1 && value <= 1440 && value !== dashboard.schedule.refreshFrequency)
                  save.mutate({ refreshMinutes: value });
              }}
            />
          </Flex>
          <Flex gap={8} align="center">
            <Switch
              defaultChecked={dashboard.schedule.notifications}
              onChange={(notifications) => save.mutate({ notifications })}
              aria-label={t`Notificações`}
            />
            <Typography.Text>
              <Trans>Notificações: alertas de valores fora do padrão e de metas na central de notificações</Trans>
            </Typography.Text>
          </Flex>
          <Flex gap={8} align="center">
            <Switch
              defaultChecked={dashboard.permissions.shareable}
              onChange={(shareable) => {
                if (!shareable) setShareUrl(null);
                save.mutate({ shareable });
              }}
              aria-label={t`Compartilhável`}
              data-testid="share-switch"
            />
            <Typography.Text>
              <Trans>Compartilhável por link (somente leitura)</Trans>
            </Typography.Text>
          </Flex>
          {shareUrl && (
            <Alert
              type="success"
              showIcon
              message={<Trans>Link de compartilhamento (mostrado só agora: copie-o)</Trans>}
              description={
                <Typography.Text copyable={{ text: shareUrl, onCopy: () => notification.success({ title: t`Copiado` }) }} data-testid="share-url">
                  {shareUrl}
                </Typography.Text>
              }
            />
          )}
          {dashboard.permissions.shareable && !shareUrl && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>O link só é mostrado ao ativar o compartilhamento: desative e ative de novo para gerar outro (o anterior deixa de valer).</Trans>
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </Flex>
  );
}
