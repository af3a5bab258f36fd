import { Trans, useLingui } from '@lingui/react/macro';
import { companySizes, customerPlans, type CustomerView } from '@otimiza/plugin-customer-success-shared';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { createCustomer, csKeys, updateCustomer } from '../../api/cs';
import { useLabels } from '../../lib/labels';

interface FormValues {
  name: string;
  email: string;
  plan: (typeof customerPlans)[number];
  mrr: number;
  startDate: string;
  industry: string;
  companySize: (typeof companySizes)[number] | null;
  sites: string[];
  csmUserId: string | null;
  status: 'active' | 'churned';
}

/** Adds a client by hand, or edits one (a client workspace keeps its workspace's name). */
export function CustomerFormModal({
  open,
  customer,
  members,
  onClose,
}: {
  open: boolean;
  customer: CustomerView | null;
  members: { userId: string; name: string }[];
  onClose(): void;
}) {
  const { t } = useLingui();
  const labels = useLabels();
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const { notification } = App.useApp();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (customer)
      form.setFieldsValue({
        name: customer.customerName,
        email: customer.email,
        plan: customer.plan,
        mrr: customer.factors.value.mrr,
        startDate: customer.startDate,
        industry: customer.metadata.industry,
        companySize: customer.metadata.companySize,
        sites: customer.sites,
        csmUserId: customer.metadata.assignedCSM?.userId ?? null,
        status: customer.status,
      });
  }, [open, customer, form]);

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const common = {
        email: values.email ?? '',
        plan: values.plan,
        mrr: values.mrr ?? 0,
        startDate: values.startDate || undefined,
        industry: values.industry ?? '',
        companySize: values.companySize ?? null,
        sites: values.sites ?? [],
        csmUserId: values.csmUserId ?? null,
      };
      return customer
        ? updateCustomer(customer.customerId, { ...common, ...(customer.kind === 'manual' ? { name: values.name } : {}), status: values.status })
        : createCustomer({ ...common, name: values.name });
    },
    onSuccess: async () => {
      notification.success({ title: t`Cliente atualizado` });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
      onClose();
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? ((error.details?.['fields'] as { path: string; message: string }[] | undefined) ?? []) : [];
      if (fields.length) form.setFields(fields.map((field) => ({ name: field.path.split('.')[0] as keyof FormValues, errors: [field.message] })));
      else notification.error({ title: t`Erro`, description: error.message });
    },
  });

  return (
    <Modal
      open={open}
      title={customer ? t`Editar cliente` : t`Novo cliente`}
      okText={t`Salvar`}
      cancelText={t`Cancelar`}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => save.mutate(values)}
        initialValues={{ plan: 'professional', mrr: 0, sites: [], csmUserId: null, companySize: null, status: 'active' }}
      >
        <Form.Item name="name" label={t`Nome do cliente`} rules={[{ required: true, message: t`Informe o nome do cliente.` }]}>
          <Input maxLength={120} disabled={customer?.kind === 'workspace'} />
        </Form.Item>
        <Form.Item name="email" label={t`E-mail de contato`} rules={[{ type: 'email', message: t`Informe um e-mail válido.` }]}>
          <Input maxLength={254} />
        </Form.Item>
        <Form.Item name="plan" label={t`Plano do cliente`}>
          <Select options={customerPlans.map((plan) => ({ value: plan, label: labels.plan[plan] }))} />
        </Form.Item>
        <Form.Item name="mrr" label={t`MRR (R$)`}>
          <InputNumber min={0} max={10_000_000} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="startDate" label={t`Início do contrato`}>
          <Input type="date" />
        </Form.Item>
        <Form.Item name="industry" label={t`Setor`}>
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="companySize" label={t`Porte (pessoas)`}>
          <Select allowClear options={companySizes.map((size) => ({ value: size, label: size }))} />
        </Form.Item>
        <Form.Item name="sites" label={t`Sites do cliente`} extra={<Trans>Endereços completos, como https://www.exemplo.com.br/</Trans>}>
          <Select mode="tags" tokenSeparators={[' ', ',']} open={false} />
        </Form.Item>
        <Form.Item name="csmUserId" label={t`CSM responsável`}>
          <Select allowClear options={members.map((member) => ({ value: member.userId, label: member.name }))} />
        </Form.Item>
        {customer && (
          <Form.Item name="status" label={t`Situação`}>
            <Select
              options={[
                { value: 'active', label: t`Ativo` },
                { value: 'churned', label: t`Perdido (churn)` },
              ]}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
