import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, Form, Result } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { errorCode, formFieldErrors, serverMessage } from './apiErrors';
import { AuthCard } from './AuthCard';
import { FormErrorAlert } from './FormErrorAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { resetPasswordFailure } from './resetPasswordFailure';
import { resetPassword } from './passwordResetApi';
import { usePasswordRules } from './usePasswordRules';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** /reset-password?token=…: the new password twice; then 'Fazer Login' (every session was ended). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Redefinir senha`);
  const token = useSearchParam('token')?.trim() ?? '';
  const { text } = usePasswordRules();
  const [form] = Form.useForm<ResetValues>();
  const reset = useMutation({
    mutationFn: (values: ResetValues) => resetPassword({ token, ...values }),
    onError: (error) => form.setFields(formFieldErrors<ResetValues>(error)),
  });
  const error = reset.error;
  const linkFailed = resetPasswordFailure(errorCode(error));

  if (reset.isSuccess) {
    return (
      <AuthCard title={t`Senha redefinida`}>
        <Result
          status="success"
          title={reset.data.message}
          subTitle={<Trans>Por segurança, encerramos todas as sessões abertas da sua conta.</Trans>}
          extra={
            <LinkButton to="/login" buttonType="primary" size="large">
              <Trans>Fazer Login</Trans>
            </LinkButton>
          }
        />
      </AuthCard>
    );
  }
  if (!token || linkFailed) {
    return (
      <AuthCard title={t`Redefinir senha`}>
        <Result
          status="error"
          title={<Trans>Não foi possível usar este link</Trans>}
          subTitle={<span role="alert">{token && error ? serverMessage(error, text('resetTokenRequired')) : text('resetTokenRequired')}</span>}
          extra={
            <LinkButton to="/forgot-password" buttonType="primary" size="large">
              <Trans>Pedir um novo link</Trans>
            </LinkButton>
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t`Redefinir senha`} intro={t`Escolha uma nova senha para sua conta. Use pelo menos 8 caracteres, difícil de adivinhar.`}>
      <Form<ResetValues> form={form} layout="vertical" requiredMark={false} disabled={reset.isPending} onFinish={(values) => reset.mutate(values)}>
        <NewPasswordFields />
        <FormErrorAlert error={error} fallback={t`Não foi possível redefinir a senha. Tente novamente.`} />
        <Button type="primary" htmlType="submit" size="large" block loading={reset.isPending}>
          <Trans>Salvar nova senha</Trans>
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to="/login">
          <Trans>Voltar para o login</Trans>
        </Link>
      </div>
    </AuthCard>
  );
}
