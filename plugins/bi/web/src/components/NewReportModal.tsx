import { Trans, useLingui } from '@lingui/react/macro';
import { exportFormats, metricCategories, type ExportFormat, type MetricCategory } from '@otimiza/plugin-bi-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { biKeys, dashboardsQueryOptions, exportReport } from '../api/queries';
import { useBiLabels } from '../lib/labels';
import { useMetricOptions } from '../lib/useMetricOptions';

interface Values {
  title: string;
  format: ExportFormat;
  category: MetricCategory | 'all';
  metricIds: string[];
  dashboardIds: string[];
}

/** A report of chosen sections: the metrics (all of a category, or those picked) and the dashboards picked. */
export function NewReportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useBiLabels();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('metricIds', form) ?? [];
  const metrics = useMetricOptions(chosen, open);
  const dashboards = useQuery({ ...dashboardsQueryOptions('all'), enabled: open });
  const generate = useMutation({
    mutationFn: (values: Values) =>
      exportReport({
        format: values.format,
        filters: {
          ...(values.title?.trim() ? { title: values.title.trim() } : {}),
          category: values.category,
          metricIds: values.metricIds ?? [],
          dashboardIds: values.dashboardIds ?? [],
        },
      }),
    onSuccess: async (result) => {
      notification.success({ title: t`Relatório gerado`, description: result.filename });
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
      form.resetFields();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      title={t`Novo relatório`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Gerar`}
      cancelText={t`Cancelar`}
      confirmLoading={generate.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ format: 'pdf', category: 'all', metricIds: [], dashboardIds: [] }}
        onFinish={(values) => generate.mutate(values)}
      >
        <Form.Item name="title" label={t`Título (opcional)`}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="format" label={t`Formato`}>
          <Select options={exportFormats.map((value) => ({ value, label: value.toUpperCase() }))} />
        </Form.Item>
        <Form.Item name="category" label={t`Categoria`}>
          <Select options={(['all', ...metricCategories] as const).map((value) => ({ value, label: labels.metricCategory[value] }))} />
        </Form.Item>
        <Form.Item name="metricIds" label={t`Métricas`} extra={t`Nenhuma escolhida: todas as da categoria.`}>
          <Select mode="multiple" loading={metrics.loading} showSearch={{ filterOption: false, onSearch: metrics.onSearch }} options={metrics.options} />
        </Form.Item>
        <Form.Item name="dashboardIds" label={t`Dashboards`}>
          <Select
            mode="multiple"
            loading={dashboards.isPending}
            options={(dashboards.data?.dashboards ?? []).map((dashboard) => ({ value: dashboard.id, label: dashboard.title }))}
          />
        </Form.Item>
        {generate.error && <Alert type="error" showIcon message={generate.error.message} />}
      </Form>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <Trans>O arquivo fica disponível por 30 dias; agende o envio por e-mail no cartão do relatório.</Trans>
      </Typography.Text>
    </Modal>
  );
}
