import { Trans, useLingui } from '@lingui/react/macro';
import { isPlanId, planChoiceOf, plans } from '@otimiza/sdk/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { Button, Card, Result } from 'antd';
import { useEffect } from 'react';
import { currentUserQueryKey } from '../api/session';
import { useSearchParam } from '../app/searchParams';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useTimers } from '../app/useTimers';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * /payment-success?plan=… — where the payment provider sends the buyer back (spec 000 §2 and §4):
 * 'Pagamento Confirmado!' with the plan (the server's plan when signed in), the user re-read
 * after 3 s and / after 1 s more; 'Ir para o Dashboard' goes after 0.5 s. Without a plan in the
 * URL there is nothing to confirm, so it goes to /.
 */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pagamento Confirmado!`);
  const planParam = useSearchParam('plan');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const later = useTimers();
  const planId = user && isPlanId(user.plan.name) ? user.plan.name : planChoiceOf(planParam ?? 'lite');
  const name = plans[planId].name;

  useEffect(() => {
    if (!planParam) return;
    later(() => {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      later(() => void navigate({ to: '/' }), 1000);
    }, 3000);
  }, [planParam, later, queryClient, navigate]);

  if (!planParam) return <Navigate to="/" replace />;
  return (
    <Card style={{ maxWidth: 640, marginInline: 'auto' }}>
      <Result
        status="success"
        title={
          <h1 style={{ fontSize: 26, margin: 0 }}>
            <Trans>Pagamento Confirmado!</Trans>
          </h1>
        }
        subTitle={
          <Trans>
            Plano {name}: a cobrança foi processada, o acesso foi liberado e o recibo foi enviado para o seu e-mail.
          </Trans>
        }
        extra={
          <Button type="primary" size="large" onClick={() => later(() => void navigate({ to: '/' }), 500)}>
            <Trans>Ir para o Dashboard</Trans>
          </Button>
        }
      />
    </Card>
  );
}
