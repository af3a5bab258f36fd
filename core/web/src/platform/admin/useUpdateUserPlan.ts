import { useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateUserPlan } from '../api/admin';
import { useToast } from '../../kernel/app/toast';
import { fullName } from '../../kernel/shell/userName';
import { applyAdminUserChange } from './adminUserCache';

/** `PATCH /api/admin/users/:id` {plan}: grants the plan, apart from what the workspace pays for, and says so. */
export function useUpdateUserPlan() {
  const { t } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserPlan,
    onSuccess: ({ user }) => {
      applyAdminUserChange(queryClient, user);
      const name = fullName(user) || user.email;
      const inForce = plans[user.plan].name;
      const granted = user.planGrant ? plans[user.planGrant.plan].name : null;
      const paid = plans[user.paidPlan].name;
      const subscription = user.paidPlan === 'free' ? '' : ` ${t`A assinatura ${paid} continua como está.`}`;
      toast.success({
        title: t`Plano atualizado`,
        description: granted
          ? `${t`${name}: plano ${granted} concedido pelo administrador. Plano em vigor: ${inForce}.`}${subscription}`
          : t`${name} agora está no plano ${inForce}.`,
      });
    },
    onError: (error) => toast.error({ title: t`Erro ao atualizar o plano`, description: error.message }),
  });
}
