import { useLingui } from '@lingui/react/macro';
import { isNetworkError, serverMessage } from './apiErrors';

/** What a failed request says to the user: the server's message, 'cannot reach the server' when it never arrived, else `fallback`. */
export function useFailureMessage(): (error: unknown, fallback: string) => string {
  const { t } = useLingui();
  return (error, fallback) => serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : fallback);
}
