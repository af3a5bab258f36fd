import { Trans, useLingui } from '@lingui/react/macro';
import { significances, type MetricView, type Significance } from '@otimiza/plugin-bi-shared';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { biKeys, updateMetric } from '../api/queries';
import { useBiLabels } from '../lib/labels';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

interface Values {
  significance: Significance;
  annualTarget: number | null;
}

/** Sets a metric's significance and annual target (PUT /api/bi/metrics/:id). */
export function EditMetricModal({ metric, onClose }: { metric: MetricView | null; onClose: () => void }) {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const labels = useBiLabels();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (metric) form.setFieldsValue({ significance: metric.significance, annualTarget: metric.targets.annual });
  }, [metric, form]);
  const save = useMutation({
    mutationFn: (values: Values) => updateMetric(metric!.id, { significance: values.significance, annualTarget: values.annualTarget ?? null }),
    onSuccess: async () => {
      notification.success({ title: t`Métrica atualizada` });
      await queryClient.invalidateQueries({ queryKey: biKeys.all });
      onClose();
    },
  });
  return (
    <Modal
      open={metric !== null}
      title={metric ? t`Meta e importância — ${pick(metric.name)}` : ''}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t`Salvar`}
      cancelText={t`Cancelar`}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)}>
        <Form.Item name="significance" label={t`Importância`}>
          <Select options={significances.map((value) => ({ value, label: labels.significance[value] }))} />
        </Form.Item>
        <Form.Item
          name="annualTarget"
          label={metric ? t`Meta anual (${metric.unit})` : t`Meta anual`}
          extra={
            metric?.aggregation === 'sum' ? (
              <Trans>Soma do ano: o progresso é o total do ano até agora sobre a meta.</Trans>
            ) : (
              <Trans>Nível a atingir: o progresso é o valor atual sobre a meta.</Trans>
            )
          }
        >
          <InputNumber min={0} style={{ width: '100%' }} placeholder={t`Sem meta`} />
        </Form.Item>
        {save.error && <Alert type="error" showIcon message={save.error instanceof ApiRequestError ? save.error.message : t`Não foi possível salvar`} />}
      </Form>
    </Modal>
  );
}
