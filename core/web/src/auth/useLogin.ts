import { useLingui } from '@lingui/react/macro';
import type { LoginPayload } from '@otimiza/sdk/shared';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { login } from '../api/auth';
import { useTimers } from '../app/useTimers';
import { useToast } from '../app/toast';
import { storePendingVerificationEmail } from '../session/authStorage';
import { errorCode, isNetworkError, serverMessage } from './apiErrors';

/** Whether a login error says the e-mail is not confirmed yet (spec 000 §8). */
export function isEmailNotVerified(error: unknown): boolean {
  if (errorCode(error) === 'EMAIL_NOT_VERIFIED') return true;
  return error instanceof Error && /E-mail não confirmado/i.test(error.message);
}

/**
 * Login (spec 000 §4): on success a notice, then the page reloads into / after 0.5 s. An
 * unconfirmed e-mail goes to /confirm-email after 2 s; other errors show 'Erro no Login'.
 */
export function useLogin() {
  const { t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const later = useTimers();

  return useMutation({
    mutationFn: (values: LoginPayload) => login(values),
    onSuccess: ({ user }) => {
      const name = user.firstName;
      toast.success({ title: t`Login realizado com sucesso!`, description: name ? t`Bem-vindo de volta, ${name}!` : undefined });
      // A full reload: the session cookie is set, and every query starts over for this user.
      later(() => window.location.assign('/'), 500);
    },
    onError: (error, values) => {
      if (isEmailNotVerified(error)) {
        storePendingVerificationEmail(values.email.trim().toLowerCase());
        toast.warning({
          title: t`E-mail não verificado`,
          description: t`Você precisa confirmar seu e-mail antes de fazer login. Redirecionando...`,
        });
        later(() => void navigate({ to: '/confirm-email' }), 2000);
        return;
      }
      const fallback = isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Email ou senha incorretos. Tente novamente.`;
      toast.error({ title: t`Erro no Login`, description: serverMessage(error, fallback) });
    },
  });
}
