import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema, type ChangePasswordPayload } from '@otimiza/sdk/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { formFieldErrors } from '../auth/apiErrors';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { AccountChangeForm } from './AccountChangeForm';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { usePasswordRules } from '../auth/usePasswordRules';
import { changePassword } from './accountApi';

/** 'Alterar senha': the current password, the new one twice; the other browsers' sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const { fromSchema } = usePasswordRules();
  const [form] = Form.useForm<ChangePasswordPayload>();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.resetFields(),
    onError: (error) => form.setFields(formFieldErrors<ChangePasswordPayload>(error)),
  });
  return (
    <Card title={<Trans>Alterar senha</Trans>}>
      <AccountChangeForm<ChangePasswordPayload> form={form} name="change-password" change={change}>
        <Form.Item name="currentPassword" label={t`Senha atual`} rules={fromSchema(changePasswordSchema.shape.currentPassword)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <NewPasswordFields />
        {change.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={change.data.message} />}
        <FormErrorAlert error={change.error} fallback={t`Não foi possível alterar a senha. Tente novamente.`} />
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          <Trans>Alterar senha</Trans>
        </Button>
      </AccountChangeForm>
    </Card>
  );
}
