import { useLingui } from '@lingui/react/macro';
import { Card } from 'antd';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { useAuthRules } from './useAuthRules';
import { EmailTokenVerification, VerificationError } from './EmailTokenVerification';

/** The /verify-email?token=… page. */
export function VerifyEmailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Verificação de e-mail`);
  const { text } = useAuthRules();
  const token = useSearchParam('token')?.trim();
  return (
    <Card style={{ maxWidth: 640, marginInline: 'auto' }}>
      {token ? <EmailTokenVerification token={token} /> : <VerificationError message={text('tokenRequired')} />}
    </Card>
  );
}
