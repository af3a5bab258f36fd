import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema, type ChangePasswordPayload } from '@otimiza/sdk/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input } from 'antd';
import { fieldErrors, formFieldErrors, isNetworkError, serverMessage } from '../auth/apiErrors';
import { usePasswordRules } from '../auth/usePasswordRules';
import { changePassword } from './accountApi';

/** 'Alterar senha': the current password, the new one twice; the other browsers' sessions end, this one stays. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const { fromSchema, sameAs } = usePasswordRules();
  const [form] = Form.useForm<ChangePasswordPayload>();
  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: () => form.resetFields(),
    onError: (error) => form.setFields(formFieldErrors<ChangePasswordPayload>(error)),
  });
  const error = change.error;
  return (
    <Card title={<Trans>Alterar senha</Trans>}>
      {/* A form name prefixes the field ids: this page has more than one 'password' field, and each label must point at its own. */}
      <Form<ChangePasswordPayload>
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        disabled={change.isPending}
        onFinish={(values) => change.mutate(values)}
        onValuesChange={() => change.isSuccess && change.reset()}
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="currentPassword" label={t`Senha atual`} rules={fromSchema(changePasswordSchema.shape.currentPassword)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label={t`Nova senha`} rules={fromSchema(changePasswordSchema.shape.password)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmPassword" label={t`Confirmar nova senha`} dependencies={['password']} rules={[sameAs('password')]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {change.isSuccess && <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={change.data.message} />}
        {error && fieldErrors(error).length === 0 && (
          <Alert
            type="error"
            showIcon
            role="alert"
            style={{ marginBottom: 16 }}
            title={serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Não foi possível alterar a senha. Tente novamente.`)}
          />
        )}
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          <Trans>Alterar senha</Trans>
        </Button>
      </Form>
    </Card>
  );
}
