import { Trans, useLingui } from '@lingui/react/macro';
import { useSupportContact } from '@otimiza/sdk/web';
import { Link } from '@tanstack/react-router';
import { Card, Typography } from 'antd';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { AuthCard } from './AuthCard';
import { DevMailboxHint } from './DevMailboxHint';
import { EmailTokenVerification } from './EmailTokenVerification';
import { ResendVerificationForm } from './ResendVerificationForm';

/**
 * /confirm-email: how to confirm, the resend form, back to login and support.
 * Opened with `?token=`, it verifies that token instead.
 */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirme seu e-mail`);
  const token = useSearchParam('token')?.trim();
  const supportEmail = useSupportContact().email;

  if (token) {
    return (
      <Card style={{ maxWidth: 640, marginInline: 'auto' }}>
        <EmailTokenVerification token={token} />
      </Card>
    );
  }
  return (
    <AuthCard
      title={t`Confirme seu e-mail`}
      intro={t`Enviamos um link de confirmação para o seu e-mail. Abra a mensagem e clique no link para ativar sua conta. Não recebeu? Confira a caixa de spam ou reenvie abaixo.`}
    >
      <ResendVerificationForm />
      <DevMailboxHint />
      <Typography.Paragraph style={{ marginTop: 20, textAlign: 'center' }}>
        <Link to="/login">
          <Trans>Voltar para o login</Trans>
        </Link>
      </Typography.Paragraph>
      {supportEmail && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0, textAlign: 'center', fontSize: 13 }}>
          <Trans>
            Precisa de ajuda? Escreva para <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </Typography.Paragraph>
      )}
    </AuthCard>
  );
}
