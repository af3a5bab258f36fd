import { useLingui } from '@lingui/react/macro';
import type { AdminUserRow } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersQueryKey, updateUserPlan } from '../api/admin';
import { currentUserQueryKey } from '../api/session';
import { useToast } from '../app/toast';
import { fullName } from '../shell/userName';

/** `PATCH /api/admin/users/:id` {plan}: updates the row in place and says so. */
export function useUpdateUserPlan() {
  const { t } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPlan,
    onSuccess: ({ user }) => {
      queryClient.setQueryData<{ users: AdminUserRow[] }>(adminUsersQueryKey, (data) =>
        data ? { users: data.users.map((row) => (row.id === user.id ? user : row)) } : data,
      );
      // The administrator may have changed their own plan.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['me'] });
      const name = fullName(user) || user.email;
      toast.success({ title: t`Plano atualizado`, description: t`${name} agora está no plano ${user.plan}.` });
    },
    onError: (error) => toast.error({ title: t`Erro ao atualizar o plano`, description: error.message }),
  });
}
