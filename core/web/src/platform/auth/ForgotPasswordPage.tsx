import { MailOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { forgotPasswordSchema, type ForgotPasswordPayload } from '@otimiza/sdk/shared';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { FormAlert } from './FormAlert';
import { useFailureMessage } from './useFailureMessage';
import { AuthCard } from './AuthCard';
import { DevMailboxHint } from './DevMailboxHint';
import { requestPasswordReset } from './passwordResetApi';
import { usePasswordRules } from './usePasswordRules';

/** /forgot-password: the e-mail, then the same notice whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  useDocumentTitle(t`Esqueci minha senha`);
  const { fromSchema } = usePasswordRules();
  const request = useMutation({ mutationFn: (values: ForgotPasswordPayload) => requestPasswordReset(values) });
  const error = request.error;

  return (
    <AuthCard title={t`Esqueci minha senha`} intro={t`Digite o e-mail da sua conta. Enviaremos um link para você escolher uma nova senha.`}>
      {request.isSuccess ? (
        <>
          <Alert type="success" showIcon role="status" title={<Trans>Verifique seu e-mail</Trans>} description={request.data.message} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            <Trans>Não recebeu? Confira a caixa de spam ou peça outro link em alguns minutos.</Trans>
          </Typography.Paragraph>
          <Button onClick={() => request.reset()}>
            <Trans>Enviar para outro e-mail</Trans>
          </Button>
          <DevMailboxHint />
        </>
      ) : (
        <Form<ForgotPasswordPayload> layout="vertical" requiredMark={false} disabled={request.isPending} onFinish={(values) => request.mutate(values)}>
          <Form.Item name="email" label={t`E-mail`} rules={fromSchema(forgotPasswordSchema.shape.email)}>
            <Input type="email" autoComplete="email" inputMode="email" prefix={<MailOutlined aria-hidden="true" />} />
          </Form.Item>
          {error && <FormAlert type="error" title={failureMessage(error, t`Não foi possível enviar o link. Tente novamente.`)} />}
          <Button type="primary" htmlType="submit" size="large" block loading={request.isPending}>
            <Trans>Enviar link de redefinição</Trans>
          </Button>
        </Form>
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Trans>
          Lembrou a senha? <Link to="/login">Voltar para o login</Link>
        </Trans>
      </Typography.Paragraph>
    </AuthCard>
  );
}
