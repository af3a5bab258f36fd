import { useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeUserPlanGrant } from '../api/admin';
import { useToast } from '../../kernel/app/toast';
import { fullName } from '../../kernel/shell/userName';
import { applyAdminUserChange } from './adminUserCache';

/** `DELETE /api/admin/users/:id/plan-grant`: the workspace goes back to its paid plan, and the toast says which. */
export function useRemovePlanGrant() {
  const { t } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUserPlanGrant,
    onSuccess: ({ user }) => {
      applyAdminUserChange(queryClient, user);
      const name = fullName(user) || user.email;
      const paid = plans[user.paidPlan].name;
      toast.success({ title: t`Concessão removida`, description: t`${name} volta ao plano pago: ${paid}.` });
    },
    onError: (error) => toast.error({ title: t`Erro ao remover a concessão`, description: error.message }),
  });
}
