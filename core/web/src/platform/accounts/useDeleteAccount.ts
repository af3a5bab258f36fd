import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useToast } from '../../kernel/app/toast';
import { clearAuthStorage } from '../session/authStorage';
import { applySessionChange } from '../session/sessionChanged';
import { deleteAccount } from './accountApi';

/** `DELETE /api/me`; on success the session is gone: local auth values and queries are dropped, and the visitor lands on /login. */
export function useDeleteAccount() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      clearAuthStorage();
      applySessionChange(queryClient, null);
      toast.success({ title: message, description: t`Enviamos uma confirmação para o seu e-mail.` });
      void navigate({ to: '/login' });
    },
  });
}
