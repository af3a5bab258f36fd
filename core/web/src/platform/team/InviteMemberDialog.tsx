import { Trans, useLingui } from '@lingui/react/macro';
import { invitableRoles, inviteMemberSchema, type InviteMemberPayload } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { formFieldErrors } from '../auth/apiErrors';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { usePasswordRules } from '../auth/usePasswordRules';
import { useToast } from '../../kernel/app/toast';
import { invitationsQueryKey, inviteMember, seatsQueryKey } from './teamApi';
import { roleDescriptions, roleLabels } from './roleLabels';

/** 'Convidar membro': an e-mail and a role; the invitation link is e-mailed and valid for 7 days. */
export function InviteMemberDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const { fromSchema } = usePasswordRules();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InviteMemberPayload>();
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: seatsQueryKey });
      toast.success({ title: t`Convite enviado`, description: t`Enviamos o link para ${invitation.email}. Ele vale por 7 dias.` });
      close();
    },
    onError: (error) => form.setFields(formFieldErrors<InviteMemberPayload>(error)),
  });
  const close = () => {
    form.resetFields();
    invite.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={<Trans>Convidar membro</Trans>}
      okText={<Trans>Enviar convite</Trans>}
      cancelText={<Trans>Cancelar</Trans>}
      confirmLoading={invite.isPending}
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        <Trans>A pessoa recebe um link por e-mail, válido por 7 dias, e entra com a conta desse e-mail (ou cria uma).</Trans>
      </Typography.Paragraph>
      <Form<InviteMemberPayload>
        form={form}
        name="invite-member"
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'member' }}
        disabled={invite.isPending}
        onFinish={(values) => invite.mutate(values)}
      >
        <Form.Item name="email" label={t`E-mail`} rules={fromSchema(inviteMemberSchema.shape.email)}>
          <Input type="email" autoComplete="off" inputMode="email" placeholder={t`nome@empresa.com.br`} />
        </Form.Item>
        <Form.Item name="role" label={t`Papel`}>
          <Select
            options={invitableRoles.map((role) => ({
              value: role,
              label: (
                <span>
                  <strong>{i18n._(roleLabels[role])}</strong>{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {i18n._(roleDescriptions[role])}
                  </Typography.Text>
                </span>
              ),
            }))}
            labelRender={({ value }) => i18n._(roleLabels[value as (typeof invitableRoles)[number]])}
          />
        </Form.Item>
        <FormErrorAlert error={invite.error} fallback={t`Não foi possível enviar o convite. Tente novamente.`} />
      </Form>
    </Modal>
  );
}
