import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';

interface ClientNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  saving: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** The name of a new client, or a client's new name; the server checks it again. */
export function ClientNameDialog({ open, title, okText, initialName = '', saving, onSubmit, onClose }: ClientNameDialogProps) {
  const { t } = useLingui();
  const [form] = Form.useForm<{ name: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: initialName });
  }, [open, initialName, form]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t`Cancelar`}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={({ name }) => onSubmit(name.trim())} requiredMark={false}>
        <Form.Item
          name="name"
          label={<Trans>Nome do cliente</Trans>}
          rules={[
            { required: true, whitespace: true, message: t`Informe o nome do cliente.` },
            { max: 80, message: t`O nome do cliente pode ter até 80 caracteres.` },
          ]}
        >
          <Input autoFocus maxLength={80} placeholder={t`Ex.: Padaria do Bairro`} data-testid="client-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
