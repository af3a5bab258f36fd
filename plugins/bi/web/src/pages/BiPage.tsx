import {
  BulbOutlined,
  DashboardOutlined,
  DownOutlined,
  ExperimentOutlined,
  ExportOutlined,
  FileTextOutlined,
  GlobalOutlined,
  PlusOutlined,
  RiseOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { biManifest, type ExportFormat } from '@otimiza/plugin-bi-shared';
import { ApiRequestError, PageHeader, PageTabs, QueryErrorAlert, UpgradeRequiredCard, useDocumentTitle, type PageTab } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { App, Button, Dropdown, Flex, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { biKeys, createDashboard, exportReport, systemQueryOptions } from '../api/queries';
import { DashboardsTab } from '../components/DashboardsTab';
import { InsightsTab } from '../components/InsightsTab';
import { MarketTab } from '../components/MarketTab';
import { MetricsTab } from '../components/MetricsTab';
import { ModelsTab } from '../components/ModelsTab';
import { ReportsTab } from '../components/ReportsTab';
import { SummaryCards } from '../components/SummaryCards';

type SearchUpdate = Record<string, unknown>;

/**
 * /business-intelligence: the 'Dashboard' and 'Exportar' buttons, four summary
 * cards and six tabs — metrics, dashboards, models, market, reports and insights — every figure
 * computed by the server from the workspace's stored and imported data.
 */
export default function BiPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Business Intelligence`);
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const search = useSearch({ strict: false }) as SearchUpdate;
  const navigate = useNavigate();
  const system = useQuery(systemQueryOptions());
  const [creating, setCreating] = useState(false);
  const [form] = Form.useForm<{ title: string }>();
  const create = useMutation({
    mutationFn: (title: string) => createDashboard({ title, category: 'custom', widgets: [] }),
    onSuccess: async () => {
      notification.success({ title: t`Dashboard criado` });
      setCreating(false);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
      void navigate({ to: '.', search: (previous: SearchUpdate) => ({ ...previous, tab: 'dashboards' }), replace: true });
    },
    onError: (error) => notification.error({ title: t`Não foi possível criar o dashboard`, description: error.message }),
  });
  const exporting = useMutation({
    mutationFn: (format: ExportFormat) => exportReport({ format, filters: {} }),
    onSuccess: async (result) => {
      notification.success({ title: t`Relatório gerado`, description: result.filename });
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
    },
    onError: (error) => notification.error({ title: t`Não foi possível gerar o relatório`, description: error.message }),
  });

  const header = (
    <PageHeader
      title={<Trans>Business Intelligence</Trans>}
      lead={
        <Trans>Métricas, previsões, modelos, mercado e relatórios calculados a partir dos dados do seu espaço de trabalho e das séries que você importa.</Trans>
      }
      extra={
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="create-dashboard">
            <Trans>Dashboard</Trans>
          </Button>
          <Space.Compact>
            <Button type="primary" icon={<ExportOutlined />} loading={exporting.isPending} onClick={() => exporting.mutate('pdf')} data-testid="export">
              <Trans>Exportar</Trans>
            </Button>
            <Dropdown menu={{ items: [{ key: 'csv', label: t`Exportar CSV` }], onClick: () => exporting.mutate('csv') }} trigger={['click']}>
              <Button type="primary" icon={<DownOutlined />} aria-label={t`Outros formatos`} data-testid="export-more" />
            </Dropdown>
          </Space.Compact>
        </Space>
      }
    />
  );

  if (system.error instanceof ApiRequestError && system.error.type === 'SUBSCRIPTION_REQUIRED')
    return (
      <Flex vertical gap={24} data-testid="bi-page">
        {header}
        <UpgradeRequiredCard feature={biManifest.requiredFeature} title={<Trans>Business Intelligence</Trans>} />
      </Flex>
    );

  const tabs: PageTab[] = [
    { key: 'metrics', icon: <RiseOutlined />, label: t`Métricas`, content: <MetricsTab /> },
    { key: 'dashboards', icon: <DashboardOutlined />, label: t`Dashboards`, content: <DashboardsTab /> },
    { key: 'models', icon: <ExperimentOutlined />, label: t`Modelos IA`, content: <ModelsTab /> },
    { key: 'market', icon: <GlobalOutlined />, label: t`Mercado`, content: <MarketTab /> },
    { key: 'reports', icon: <FileTextOutlined />, label: t`Relatórios`, content: <ReportsTab /> },
    { key: 'insights', icon: <BulbOutlined />, label: t`Insights`, content: <InsightsTab /> },
  ];
  const asked = typeof search['tab'] === 'string' ? search['tab'] : '';
  const active = tabs.some((tab) => tab.key === asked) ? asked : 'metrics';

  return (
    <Flex vertical gap={20} data-testid="bi-page">
      {header}
      {system.error ? <QueryErrorAlert title={<Trans>Não foi possível carregar o resumo</Trans>} query={system} /> : <SummaryCards system={system.data} />}
      <PageTabs
        tabs={tabs}
        activeKey={active}
        onChange={(key) => void navigate({ to: '.', search: (previous: SearchUpdate) => ({ ...previous, tab: key }), replace: true })}
        destroyOnHidden
        data-testid="bi-tabs"
      />
      <Modal
        open={creating}
        title={t`Novo dashboard`}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        okText={t`Criar`}
        cancelText={t`Cancelar`}
        confirmLoading={create.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ title: t`Novo dashboard` }} onFinish={(values) => create.mutate(values.title.trim())}>
          <Form.Item name="title" label={t`Título`} rules={[{ required: true, whitespace: true, message: t`Informe o título.` }]}>
            <Input maxLength={120} data-testid="dashboard-title" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
