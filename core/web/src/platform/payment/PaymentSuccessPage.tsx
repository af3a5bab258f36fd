import { ClockCircleOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPaidPlanId, plans, type PaidPlanId, type PlanId } from '@otimiza/sdk/shared';
import { ApiRequestError, billingQueryKey, entitlementsQueryOptions, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { checkoutSessionQueryOptions, confirmationTimeoutMs } from '../api/billing';
import { currentUserQueryKey } from '../session/sessionApi';
import { LinkButton } from '../../kernel/app/LinkButton';
import { SeePlansButton } from '../billing/SeePlansButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { useTimers } from '../../kernel/app/useTimers';
import { PlanBadge } from '../plans/PlanBadge';
import { usePlanText } from '../plans/usePlanText';
import { useCurrentUser } from '../session/useCurrentUser';

/** The page's card; `title` is also the tab's title. */
function Frame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <Card style={{ maxWidth: 640, marginInline: 'auto' }}>{children}</Card>;
}

/**
 * What the buyer came back from: a paid checkout, a plan change of a subscription already paid
 * for (prorated: nothing charged now), or nothing named (the plan in force is shown).
 */
export type ConfirmedChange = { kind: 'checkout' } | { kind: 'plan-change'; from: PaidPlanId } | { kind: 'current' };

function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 26, margin: 0 }}>{children}</h1>;
}

/**
 * 'Pagamento Confirmado!' for the plan the server confirmed — or, for a plan
 * change, 'Plano alterado!' and that the prorated difference goes on the next invoice: each says
 * only what happened. The user is read again after 3 s and the browser goes to / 1 s later; 'Ir
 * para o Dashboard' goes after 0.5 s.
 */
function Confirmed({ plan, change }: { plan: PlanId; change: ConfirmedChange }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const later = useTimers();
  const text = usePlanText();
  const definition = plans[plan];
  const name = definition.name;

  useEffect(() => {
    later(() => {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: entitlementsQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: billingQueryKey }),
      ]);
      later(() => void navigate({ to: '/' }), 1000);
    }, 3000);
  }, [later, queryClient, navigate]);

  const from = change.kind === 'plan-change' ? plans[change.from].name : '';
  const title = change.kind === 'checkout' ? t`Pagamento Confirmado!` : change.kind === 'plan-change' ? t`Plano alterado!` : t`Plano ${name} ativo`;
  const subTitle =
    change.kind === 'checkout' ? (
      <Trans>Plano {name}: a cobrança foi processada, o acesso foi liberado e a confirmação foi enviada para o seu e-mail.</Trans>
    ) : change.kind === 'plan-change' ? (
      <Trans>
        Sua assinatura mudou do plano {from} para o {name}, que já está em vigor. Nada foi cobrado agora: a diferença proporcional entre os planos, pelos dias
        que faltam no período atual, entra na sua próxima fatura. A confirmação foi enviada para o seu e-mail.
      </Trans>
    ) : (
      <Trans>O plano {name} está em vigor na sua conta.</Trans>
    );

  return (
    <Frame title={title}>
      <Result
        status="success"
        data-testid="payment-result"
        data-kind={change.kind}
        title={<Heading>{title}</Heading>}
        subTitle={subTitle}
        extra={
          <Flex vertical align="center" gap={20}>
            <Flex
              vertical
              align="center"
              gap={4}
              data-testid="confirmed-plan"
              data-plan={plan}
              style={{ background: '#F8FAFC', border: '1px solid #E2E8F0', borderRadius: 12, padding: '12px 20px' }}
            >
              <Flex align="center" gap={8} wrap justify="center">
                <PlanBadge plan={plan} />
                <Typography.Text strong>
                  {text.price(definition.priceBrl)} {text.perMonth}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{text.analyses(definition.analyses)}</Typography.Text>
            </Flex>
            <Button type="primary" size="large" onClick={() => later(() => void navigate({ to: '/' }), 500)}>
              <Trans>Ir para o Dashboard</Trans>
            </Button>
          </Flex>
        }
      />
    </Frame>
  );
}

function Confirming({ plan }: { plan: PlanId }) {
  const { t } = useLingui();
  const name = plans[plan].name;
  return (
    <Frame title={t`Confirmando pagamento…`}>
      <Result
        role="status"
        icon={<Spin indicator={<LoadingOutlined style={{ fontSize: 56 }} spin />} />}
        title={
          <Heading>
            <Trans>Confirmando pagamento…</Trans>
          </Heading>
        }
        subTitle={<Trans>Aguardando a confirmação do pagamento do plano {name}. Isso leva só alguns segundos.</Trans>}
      />
    </Frame>
  );
}

/** The signed-in buyer coming back from a checkout: waits for the server to confirm the session. */
function SessionConfirmation({ sessionId, plannedPlan }: { sessionId: string; plannedPlan: PlanId }) {
  const { t } = useLingui();
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const session = useQuery(checkoutSessionQueryOptions(sessionId, startedAt));

  if (session.error) {
    const notFound = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <Frame title={notFound ? t`Sessão de pagamento não encontrada` : t`Não foi possível confirmar o pagamento`}>
        <Result
          status={notFound ? 'warning' : 'error'}
          title={<Heading>{notFound ? <Trans>Sessão de pagamento não encontrada</Trans> : <Trans>Não foi possível confirmar o pagamento</Trans>}</Heading>}
          subTitle={notFound ? <Trans>Este endereço não corresponde a um pagamento da sua conta. Escolha um plano para começar.</Trans> : session.error.message}
          extra={
            <Flex gap={12} justify="center" wrap>
              {!notFound && (
                <Button type="primary" loading={session.isFetching} onClick={() => void session.refetch()}>
                  <Trans>Tentar novamente</Trans>
                </Button>
              )}
              <SeePlansButton primary={notFound} />
            </Flex>
          }
        />
      </Frame>
    );
  }

  if (!session.data) return <Confirming plan={plannedPlan} />;
  const data = session.data;
  if (data.status === 'complete') {
    return (
      <Confirmed
        plan={data.plan}
        change={data.kind === 'plan-change' && data.previousPlan ? { kind: 'plan-change', from: data.previousPlan } : { kind: 'checkout' }}
      />
    );
  }
  if (data.status === 'expired') {
    return (
      <Frame title={t`Sessão de pagamento expirada`}>
        <Result
          icon={<ClockCircleOutlined style={{ color: '#64748B' }} />}
          title={
            <Heading>
              <Trans>Sessão de pagamento expirada</Trans>
            </Heading>
          }
          subTitle={<Trans>Este checkout expirou sem pagamento e nada foi cobrado. Escolha o plano de novo para pagar.</Trans>}
          extra={<SeePlansButton />}
        />
      </Frame>
    );
  }
  if (session.dataUpdatedAt - startedAt < confirmationTimeoutMs) return <Confirming plan={data.plan} />;
  const name = plans[data.plan].name;
  return (
    <Frame title={t`O pagamento ainda não foi confirmado`}>
      <Result
        icon={<ClockCircleOutlined style={{ color: '#CA8A04' }} />}
        title={
          <Heading>
            <Trans>O pagamento ainda não foi confirmado</Trans>
          </Heading>
        }
        subTitle={
          <Trans>
            A operadora ainda não confirmou o pagamento do plano {name}. Isso pode levar alguns minutos; o plano é liberado assim que a confirmação chegar.
          </Trans>
        }
        extra={
          <Flex gap={12} justify="center" wrap>
            <Button type="primary" onClick={() => setStartedAt(Date.now())}>
              <Trans>Verificar novamente</Trans>
            </Button>
            <LinkButton to="/">
              <Trans>Ir para o Dashboard</Trans>
            </LinkButton>
          </Flex>
        }
      />
    </Frame>
  );
}

/**
 * /payment-success?plan=…&session_id=… — where a checkout or a plan change sends the buyer back.
 * It shows what the server confirms: with a session (a checkout, or a plan
 * change's id), it polls the session until it is complete ('Confirmando pagamento…' meanwhile);
 * without one, the plan in force, claiming no payment. A visitor is asked to log in.
 */
export function PaymentSuccessPage() {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  const planParam = useSearchParam('plan');
  const sessionId = useSearchParam('session_id');
  const user = useCurrentUser();
  const plannedPlan: PlanId = isPaidPlanId(planParam) ? planParam : 'lite';

  if (!user) {
    return (
      <Frame title={t`Entre para ver a confirmação do pagamento`}>
        <Result
          icon={<LockOutlined style={{ color: primary }} />}
          title={
            <Heading>
              <Trans>Entre para ver a confirmação do pagamento</Trans>
            </Heading>
          }
          subTitle={<Trans>Faça login com a conta que fez o pagamento para confirmar o plano e começar a usá-lo.</Trans>}
          extra={
            <LinkButton to="/login" buttonType="primary" size="large">
              <Trans>Fazer Login</Trans>
            </LinkButton>
          }
        />
      </Frame>
    );
  }

  if (sessionId) return <SessionConfirmation key={sessionId} sessionId={sessionId} plannedPlan={plannedPlan} />;

  if (user.plan.name === 'free') {
    return (
      <Frame title={t`Nenhum pagamento para confirmar`}>
        <Result
          status="info"
          title={
            <Heading>
              <Trans>Nenhum pagamento para confirmar</Trans>
            </Heading>
          }
          subTitle={<Trans>Sua conta está no plano Free. Escolha um plano para assinar.</Trans>}
          extra={<SeePlansButton />}
        />
      </Frame>
    );
  }
  return <Confirmed plan={user.plan.name} change={{ kind: 'current' }} />;
}
