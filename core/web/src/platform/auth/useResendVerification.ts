import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { resendVerification } from '../api/auth';
import { storePendingVerificationEmail } from '../session/authStorage';
import { isNetworkError, serverMessage } from './apiErrors';

/** 'Reenviar': idle, loading, success or error, with the spec's error texts. */
export function useResendVerification() {
  const { t } = useLingui();
  const mutation = useMutation({
    mutationFn: (email: string) => resendVerification(email),
    onSuccess: (_data, email) => storePendingVerificationEmail(email),
  });
  const error = mutation.error;
  const errorMessage = error ? (isNetworkError(error) ? t`Erro ao conectar com o servidor` : serverMessage(error, t`Erro ao reenviar e-mail`)) : null;
  return { ...mutation, errorMessage };
}
