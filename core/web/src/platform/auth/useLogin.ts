import { useLingui } from '@lingui/react/macro';
import { isPaidPlanId, plans, type ApiUser, type LoginPayload, type PaidPlanId } from '@otimiza/sdk/shared';
import { checkoutDestination, createPlanCheckout, paymentErrorText } from '@otimiza/sdk/web';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { login } from '../api/auth';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useTimers } from '../../kernel/app/useTimers';
import { useToast } from '../../kernel/app/toast';
import { storePendingVerificationEmail } from '../session/authStorage';
import { returnPathParam, safeReturnPath } from '../session/returnPath';
import { clearReturnAfterVerification, readReturnAfterVerification } from '../session/invitationReturn';
import { errorCode, isNetworkError, serverMessage } from './apiErrors';

/** Whether a signed-in user still has a paid plan to pay for, chosen at registration. */
export function paymentPendingAfterLogin(user: ApiUser): user is ApiUser & { pendingPlan: PaidPlanId } {
  return user.mode === 'user' && isPaidPlanId(user.pendingPlan);
}

/** Whether a login error says the e-mail is not confirmed yet. */
export function isEmailNotVerified(error: unknown): boolean {
  if (errorCode(error) === 'EMAIL_NOT_VERIFIED') return true;
  return error instanceof Error && /E-mail não confirmado/i.test(error.message);
}

/**
 * Login: on success a notice, then the page reloads into / (or the page the user was
 * sent to log in from) after 0.5 s. An unconfirmed e-mail goes to /confirm-email after 2 s; other
 * errors show 'Erro no Login'.
 *
 * A paid plan chosen at registration and not paid yet (`pendingPlan`) continues here, since the
 * e-mail had to be verified first: a checkout is requested for it and the browser goes to the
 * payment page after 1 second (paid plan). If the checkout fails, the toast says so
 * and the page reloads into / as usual, where the dashboard offers the payment again.
 */
export function useLogin() {
  const { i18n, t } = useLingui();
  const toast = useToast();
  const navigate = useNavigate();
  const later = useTimers();
  // 'Fazer Login' on a restricted page sends its path along (`/login?redirect=`): the user comes back to it.
  // After a sign-up from an invitation, the first login (past the e-mail's verification) continues to it.
  const back = safeReturnPath(useSearchParam(returnPathParam)) ?? readReturnAfterVerification() ?? '/';

  const continueToPayment = async (user: ApiUser & { pendingPlan: PaidPlanId }) => {
    const plan = plans[user.pendingPlan].name;
    toast.info({ title: t`Login realizado com sucesso!`, description: t`Redirecionando para o pagamento do plano ${plan}...` });
    try {
      const url = checkoutDestination(await createPlanCheckout(user.pendingPlan, user.email));
      later(() => window.location.assign(url), 1000);
    } catch (error) {
      const text = paymentErrorText(error);
      toast.error({
        title: i18n._(text.title),
        description: typeof text.description === 'string' ? text.description : i18n._(text.description),
      });
      later(() => window.location.assign('/'), 2000);
    }
  };

  return useMutation({
    mutationFn: (values: LoginPayload) => login(values),
    onSuccess: ({ user }) => {
      clearReturnAfterVerification();
      if (paymentPendingAfterLogin(user)) return continueToPayment(user);
      const name = user.firstName;
      toast.success({ title: t`Login realizado com sucesso!`, description: name ? t`Bem-vindo de volta, ${name}!` : undefined });
      // A full reload: the session cookie is set, and every query starts over for this user.
      later(() => window.location.assign(back), 500);
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
