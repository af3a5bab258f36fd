import { Trans, useLingui } from '@lingui/react/macro';
import { auditUrlSchema, reportTypes, type ReportType } from '@otimiza/plugin-audit-shared';
import { Form, Input, Modal, Select } from 'antd';
import { useCreateReport } from '../../hooks/useCreateReport';
import { reportTypeLabels } from '../../lib/labels';
import { serverFieldErrors } from '../../lib/serverFieldErrors';

interface NewAuditValues {
  title: string;
  type: ReportType;
  /** One address per line. */
  urls: string;
}

/** The addresses typed one per line, without blank lines. */
export function urlsOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** 'Nova Auditoria': a title, every framework or those of one type, and the sites (none: the workspace's audited sites). */
export function NewAuditModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t, i18n } = useLingui();
  const [form] = Form.useForm<NewAuditValues>();
  const create = useCreateReport();

  const submit = (values: NewAuditValues) => {
    const urls = urlsOf(values.urls);
    create.mutate(
      { title: values.title, type: values.type, ...(urls.length ? { urls } : {}) },
      {
        onSuccess: () => {
          onClose();
          onCreated();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          form.setFields(
            [...fields]
              .filter(([name]) => ['title', 'type', 'urls'].includes(name))
              .map(([name, message]) => ({ name: name as keyof NewAuditValues, errors: [message] })),
          );
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={<Trans>Nova Auditoria</Trans>}
      okText={t`Iniciar auditoria`}
      cancelText={t`Cancelar`}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      destroyOnHidden
      width={600}
    >
      <Form<NewAuditValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        preserve={false}
        initialValues={{ title: t`Nova Auditoria`, type: 'comprehensive', urls: '' }}
        onFinish={submit}
        data-testid="new-audit-form"
      >
        <Form.Item name="title" label={t`Título`} rules={[{ required: true, whitespace: true, message: t`Informe o título da auditoria.` }]}>
          <Input maxLength={120} data-testid="new-audit-title" />
        </Form.Item>
        <Form.Item name="type" label={t`Tipo`} extra={t`Completa roda todos os frameworks; os outros tipos, os frameworks daquele tipo.`}>
          <Select<ReportType> options={reportTypes.map((type) => ({ value: type, label: i18n._(reportTypeLabels[type]) }))} data-testid="new-audit-type" />
        </Form.Item>
        <Form.Item
          name="urls"
          label={t`Sites (opcional)`}
          extra={t`Um endereço por linha, até 20. Vazio: os sites já analisados neste espaço de trabalho (os 10 mais recentes).`}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const urls = urlsOf(value);
                if (urls.length > 20) return Promise.reject(new Error(t`Informe no máximo 20 endereços.`));
                const wrong = urls.find((url) => !auditUrlSchema.safeParse(url).success);
                return wrong ? Promise.reject(new Error(t`Endereço inválido: ${wrong}`)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} placeholder="https://www.exemplo.com.br" data-testid="new-audit-urls" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
