import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginPayload } from '@otimiza/sdk/shared';
import { useHostBrand } from '@otimiza/sdk/web';
import { Link, useSearch } from '@tanstack/react-router';
import { Button, Form, Input, Typography } from 'antd';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { invitedEmailParam } from '../session/invitationReturn';
import { FormAlert } from './FormAlert';
import { useFailureMessage } from './useFailureMessage';
import { AuthCard } from './AuthCard';
import { useAuthRules } from './useAuthRules';
import { isEmailNotVerified, paymentPendingAfterLogin, useLogin } from './useLogin';

/** /login: e-mail and password, with a link to /register. */
export function LoginPage() {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  useDocumentTitle(t`Entrar`);
  const rules = useAuthRules();
  const signIn = useLogin();
  const error = signIn.error;
  // Under a branded host (white-label) the brand stands in the header; the product is not named.
  const branded = useHostBrand() !== null;
  // From an invitation: its address, which the account must have, is filled in and fixed.
  const invitedEmail = useSearchParam(invitedEmailParam)?.trim().toLowerCase() || undefined;
  const search = useSearch({ strict: false }) as Record<string, string>;

  return (
    <AuthCard title={branded ? t`Entrar` : t`Entrar no Otimiza`} intro={t`Acesse sua conta para analisar e otimizar seus sites.`}>
      <Form<LoginPayload>
        layout="vertical"
        requiredMark={false}
        initialValues={invitedEmail ? { email: invitedEmail } : undefined}
        disabled={signIn.isPending || signIn.isSuccess}
        onFinish={(values) => signIn.mutate(values)}
      >
        <Form.Item name="email" label={t`E-mail`} rules={rules.login.email}>
          <Input type="email" autoComplete="email" inputMode="email" readOnly={!!invitedEmail} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t`Senha`}
          rules={rules.login.password}
          extra={
            <Link to="/forgot-password" style={{ display: 'inline-block', marginTop: 4 }}>
              <Trans>Esqueci minha senha</Trans>
            </Link>
          }
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && isEmailNotVerified(error) && (
          <FormAlert
            type="warning"
            title={<Trans>E-mail não verificado</Trans>}
            description={<Trans>Você precisa confirmar seu e-mail antes de fazer login. Redirecionando...</Trans>}
          />
        )}
        {error && !isEmailNotVerified(error) && (
          <FormAlert type="error" title={<Trans>Erro no Login</Trans>} description={failureMessage(error, t`Email ou senha incorretos. Tente novamente.`)} />
        )}
        {signIn.isSuccess && (
          <FormAlert
            type="success"
            title={<Trans>Login realizado com sucesso!</Trans>}
            description={paymentPendingAfterLogin(signIn.data.user) ? <Trans>Redirecionando para o pagamento...</Trans> : undefined}
          />
        )}
        <Button type="primary" htmlType="submit" size="large" block loading={signIn.isPending}>
          <Trans>Entrar</Trans>
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        <Trans>
          Ainda não tem conta?{' '}
          <Link to="/register" search={invitedEmail ? search : undefined}>
            Criar Conta
          </Link>
        </Trans>
      </Typography.Paragraph>
    </AuthCard>
  );
}
