import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Form, Input } from 'antd';
import { useCreate__PASCAL__Item } from '../hooks/useCreate__PASCAL__Item';

interface ItemFormValues {
  name: string;
  url: string;
}

/** The form that adds an item: checked here for a quick answer, and again by the server (which also reads the address). */
export function __PASCAL__ItemForm() {
  const { t } = useLingui();
  const [form] = Form.useForm<ItemFormValues>();
  const create = useCreate__PASCAL__Item(() => form.resetFields());
  return (
    <Card title={<Trans>Novo item</Trans>}>
      <Form form={form} layout="vertical" onFinish={(values) => create.mutate(values)} requiredMark={false}>
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
        <Form.Item name="url" label={<Trans>Endereço da página</Trans>} rules={[{ required: true, whitespace: true, message: t`Informe o endereço da página.` }]}>
          <Input maxLength={2048} inputMode="url" autoComplete="url" placeholder={t`https://exemplo.com.br/`} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          <Trans>Adicionar item</Trans>
        </Button>
      </Form>
    </Card>
  );
}
