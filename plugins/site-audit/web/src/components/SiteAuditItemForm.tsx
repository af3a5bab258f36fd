import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Form, Input } from 'antd';
import { useCreateSiteAuditItem } from '../hooks/useCreateSiteAuditItem';

interface ItemFormValues {
  name: string;
  description?: string;
}

/** The form that adds an item: checked here for a quick answer, and again by the server. */
export function SiteAuditItemForm() {
  const { t } = useLingui();
  const [form] = Form.useForm<ItemFormValues>();
  const create = useCreateSiteAuditItem(() => form.resetFields());
  return (
    <Card title={<Trans>Novo item</Trans>}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => create.mutate({ name: values.name, description: values.description ?? '' })}
        requiredMark={false}
      >
        <Form.Item
          name="name"
          label={<Trans>Nome do item</Trans>}
          rules={[
            { required: true, whitespace: true, message: t`Informe o nome do item.` },
            { max: 120, message: t`O nome pode ter até 120 caracteres.` },
          ]}
        >
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="description"
          label={<Trans>Descrição (opcional)</Trans>}
          rules={[{ max: 2000, message: t`A descrição pode ter até 2000 caracteres.` }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          <Trans>Adicionar item</Trans>
        </Button>
      </Form>
    </Card>
  );
}
