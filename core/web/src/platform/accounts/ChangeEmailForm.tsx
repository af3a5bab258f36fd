import { Trans, useLingui } from '@lingui/react/macro';
import { changeEmailSchema, type ChangeEmailPayload } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { formFieldErrors } from '../auth/apiErrors';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { AccountChangeForm } from './AccountChangeForm';
import { DevMailboxHint } from '../auth/DevMailboxHint';
import { usePasswordRules } from '../auth/usePasswordRules';
import { accountQueryKey, changeEmail } from './accountApi';

/** 'Alterar e-mail': the new address and the password; the change waits for the link sent to the new address. */
export function ChangeEmailForm() {
  const { t } = useLingui();
  const { fromSchema } = usePasswordRules();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<ChangeEmailPayload>();
  const change = useMutation({
    mutationFn: changeEmail,
    onSuccess: () => {
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
    onError: (error) => form.setFields(formFieldErrors<ChangeEmailPayload>(error)),
  });
  return (
    <Card title={<Trans>Alterar e-mail</Trans>}>
      <Typography.Paragraph type="secondary">
        <Trans>
          Enviaremos um link de confirmação para o novo endereço. O e-mail da conta só muda quando esse link for usado; o endereço atual recebe um aviso.
        </Trans>
      </Typography.Paragraph>
      <AccountChangeForm<ChangeEmailPayload> form={form} name="change-email" change={change}>
        <Form.Item name="email" label={t`Novo e-mail`} rules={fromSchema(changeEmailSchema.shape.email)}>
          <Input type="email" autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item name="password" label={t`Senha atual`} rules={fromSchema(changeEmailSchema.shape.password)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {change.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={change.data.message} />}
        <FormErrorAlert error={change.error} fallback={t`Não foi possível pedir a troca de e-mail. Tente novamente.`} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          <Trans>Enviar link de confirmação</Trans>
        </Button>
      </AccountChangeForm>
      {change.isSuccess && <DevMailboxHint />}
    </Card>
  );
}
