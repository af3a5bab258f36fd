import { Trans, useLingui } from '@lingui/react/macro';
import { auditUrlSchema, frameworkIds, type FrameworkId } from '@otimiza/plugin-audit-shared';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { useMonitorActions } from '../../hooks/useMonitorActions';
import { frequencyLabels } from '../../lib/labels';
import { serverFieldErrors } from '../../lib/serverFieldErrors';
import { urlsOf } from '../create/NewAuditModal';

interface MonitorFormValues {
  name: string;
  urls: string;
  frameworks: FrameworkId[];
  frequency: 'daily' | 'weekly';
}

/** A new monitor: a name, the sites (one per line), the frameworks it re-runs and how often. */
export function MonitorFormModal({ open, onClose, frameworkNames }: { open: boolean; onClose: () => void; frameworkNames: Map<string, string> }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<MonitorFormValues>();
  const { create } = useMonitorActions();
  const submit = (values: MonitorFormValues) =>
    create.mutate(
      { name: values.name, urls: urlsOf(values.urls), frameworks: values.frameworks, frequency: values.frequency },
      {
        onSuccess: onClose,
        onError: (error) => {
          const fields = serverFieldErrors(error);
          form.setFields(
            [...fields]
              .filter(([name]) => ['name', 'urls', 'frameworks', 'frequency'].includes(name))
              .map(([name, message]) => ({ name: name as keyof MonitorFormValues, errors: [message] })),
          );
        },
      },
    );
  return (
    <Modal
      open={open}
      title={<Trans>Novo monitoramento</Trans>}
      okText={t`Criar monitoramento`}
      cancelText={t`Cancelar`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
      width={600}
    >
      <Form<MonitorFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ name: '', urls: '', frameworks: [...frameworkIds], frequency: 'weekly' }}
        onFinish={submit}
        data-testid="monitor-form"
      >
        <Form.Item name="name" label={t`Nome`} rules={[{ required: true, whitespace: true, message: t`Informe o nome do monitoramento.` }]}>
          <Input maxLength={120} data-testid="monitor-name" />
        </Form.Item>
        <Form.Item
          name="urls"
          label={t`Sites`}
          extra={t`Um endereço por linha, até 20.`}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const urls = urlsOf(value);
                if (urls.length === 0) return Promise.reject(new Error(t`Informe ao menos um endereço.`));
                if (urls.length > 20) return Promise.reject(new Error(t`Informe no máximo 20 endereços.`));
                const wrong = urls.find((url) => !auditUrlSchema.safeParse(url).success);
                return wrong ? Promise.reject(new Error(t`Endereço inválido: ${wrong}`)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={3} placeholder="https://www.exemplo.com.br" data-testid="monitor-urls" />
        </Form.Item>
        <Form.Item name="frameworks" label={t`Frameworks`} rules={[{ required: true, type: 'array', min: 1, message: t`Escolha ao menos um framework.` }]}>
          <Select mode="multiple" options={frameworkIds.map((id) => ({ value: id, label: frameworkNames.get(id) ?? id }))} data-testid="monitor-frameworks" />
        </Form.Item>
        <Form.Item name="frequency" label={t`Frequência`}>
          <Radio.Group options={(['daily', 'weekly'] as const).map((value) => ({ value, label: i18n._(frequencyLabels[value]) }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
