import { useLingui } from '@lingui/react/macro';
import { isPaidPlanId, type PlanId, type RegisterPayload } from '@otimiza/sdk/shared';
import { checkoutDestination, createPlanCheckout, paymentErrorText } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { register } from '../api/auth';
import { currentUserQueryKey } from '../session/sessionApi';
import { useTimers } from '../../kernel/app/useTimers';
import { useToast } from '../../kernel/app/toast';
import { useSearchParam } from '../../kernel/app/searchParams';
import { storePendingVerificationEmail } from '../session/authStorage';
import { returnPathParam } from '../session/returnPath';
import { storeReturnAfterVerification } from '../session/invitationReturn';
import { errorCode, isNetworkError, serverMessage } from './apiErrors';

export type RegisterValues = Omit<RegisterPayload, 'selectedPlan'>;

/** Whether a registration error says the e-mail is taken (a message containing 'já existe'). */
export function isUserExists(error: unknown): boolean {
  if (errorCode(error) === 'USER_EXISTS') return true;
  return error instanceof Error && /já existe|already exists/i.test(error.message);
}

/**
 * Registration: on success a 10-second notice, the e-mail kept as pending, and
 * /confirm-email after 3 seconds (a paid plan then continues at the first login, see useLogin).
 * Without verification: free goes to / after 1.5 s; a paid plan asks for a checkout and goes to
 * it after 1 s. Errors: 'Usuário já existe', or 'Erro no Cadastro'.
 */
export function useRegister(plan: PlanId) {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const later = useTimers();
  const returnPath = useSearchParam(returnPathParam);

  return useMutation({
    mutationFn: (values: RegisterValues) => register({ ...values, selectedPlan: plan }),
    onSuccess: async ({ user, requiresEmailVerification }, values) => {
      const email = user.email ?? values.email;
      if (requiresEmailVerification) {
        storePendingVerificationEmail(email);
        // An invitation's sign-up: its first login, after the verification, goes back to the invitation.
        storeReturnAfterVerification(returnPath);
        toast.success({
          title: t`Conta criada com sucesso!`,
          description: t`Enviamos um e-mail de confirmação para ${email}. Confirme seu e-mail para fazer login.`,
          duration: 10,
        });
        later(() => void navigate({ to: '/confirm-email' }), 3000);
        return;
      }
      if (isPaidPlanId(plan)) {
        toast.success({ title: t`Conta criada com sucesso!`, description: t`Redirecionando para o pagamento...` });
        try {
          const url = checkoutDestination(await createPlanCheckout(plan, email));
          later(() => window.location.assign(url), 1000);
          return;
        } catch (error) {
          const text = paymentErrorText(error);
          toast.error({
            title: i18n._(text.title),
            description: typeof text.description === 'string' ? text.description : i18n._(text.description),
          });
        }
      } else {
        toast.success({ title: t`Conta criada com sucesso!` });
      }
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      later(() => void navigate({ to: '/' }), 1500);
    },
    onError: (error) => {
      if (isUserExists(error)) {
        toast.error({ title: t`Usuário já existe`, description: serverMessage(error, t`Usuário já existe com este e-mail`) });
        return;
      }
      const fallback = isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Falha ao criar conta. Tente novamente.`;
      toast.error({ title: t`Erro no Cadastro`, description: serverMessage(error, fallback) });
    },
  });
}
