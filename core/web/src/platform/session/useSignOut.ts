import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '../api/auth';
import { useToast } from '../../kernel/app/toast';
import { clearAuthStorage } from './authStorage';
import { applySessionChange } from './sessionChanged';

/**
 * 'Sair': ends the session on the server, then clears the local auth values and the
 * query cache and goes to /login — even when the call fails ('Desconectado').
 */
export function useSignOut() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      clearAuthStorage();
      applySessionChange(queryClient, null);
      void navigate({ to: '/login' });
      if (error) toast.info({ title: t`Desconectado`, description: t`Sua sessão foi encerrada neste navegador.` });
      else toast.success({ title: t`Logout realizado`, description: t`Até logo!` });
    },
  });
}
