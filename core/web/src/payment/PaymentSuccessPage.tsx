import { ClockCircleOutlined, LoadingOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { isPaidPlanId, plans, type PlanId } from '@otimiza/sdk/shared';
import { ApiRequestError, billingQueryKey, entitlementsQueryOptions } from '@otimiza/sdk/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { checkoutSessionQueryOptions, confirmationTimeoutMs } from '../api/billing';
import { currentUserQueryKey } from '../api/session';
import { LinkButton } from '../app/LinkButton';
import { useSearchParam } from '../app/searchParams';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useTimers } from '../app/useTimers';
import { PlanBadge } from '../plans/PlanBadge';
import { usePlanText } from '../plans/usePlanText';
import { useCurrentUser } from '../session/useCurrentUser';

function Frame({ children }: { children: ReactNode }) {
  return <Card style={{ maxWidth: 640, marginInline: 'auto' }}>{children}</Card>;
}

function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ fontSize: 26, margin: 0 }}>{children}</h1>;
}

/**
 * 'Pagamento Confirmado!' for the plan the server confirmed (spec 000 §2 and §4): the user is
 * read again after 3 s and the browser goes to / 1 s later; 'Ir para o Dashboard' goes after 0.5 s.
 */
function Confirmed({ plan }: { plan: PlanId }) {
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

  return (
    <Frame>
      <Result
        status="success"
        title={
          <Heading>
            <Trans>Pagamento Confirmado!</Trans>
          </Heading>
        }
        subTitle={
          <Trans>
            Plano {name}: a cobrança foi processada, o acesso foi liberado e o recibo foi enviado para o seu e-mail.
          </Trans>
        }
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
  const name = plans[plan].name;
  return (
    <Frame>
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
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const session = useQuery(checkoutSessionQueryOptions(sessionId, startedAt));

  if (session.error) {
    const notFound = session.error instanceof ApiRequestError && session.error.status === 404;
    return (
      <Frame>
        <Result
          status={notFound ? 'warning' : 'error'}
          title={
            <Heading>
              {notFound ? <Trans>Sessão de pagamento não encontrada</Trans> : <Trans>Não foi possível confirmar o pagamento</Trans>}
            </Heading>
          }
          subTitle={
            notFound ? (
              <Trans>Este endereço não corresponde a um pagamento da sua conta. Escolha um plano para começar.</Trans>
            ) : (
              session.error.message
            )
          }
          extra={
            <Flex gap={12} justify="center" wrap>
              {!notFound && (
                <Button type="primary" loading={session.isFetching} onClick={() => void session.refetch()}>
                  <Trans>Tentar novamente</Trans>
                </Button>
              )}
              <LinkButton to="/pricing" buttonType={notFound ? 'primary' : 'default'}>
                <Trans>Ver planos</Trans>
              </LinkButton>
            </Flex>
          }
        />
      </Frame>
    );
  }

  if (!session.data) return <Confirming plan={plannedPlan} />;
  const data = session.data;
  if (data.status === 'complete') return <Confirmed plan={data.plan} />;
  if (data.status === 'expired') {
    return (
      <Frame>
        <Result
          icon={<ClockCircleOutlined style={{ color: '#64748B' }} />}
          title={
            <Heading>
              <Trans>Sessão de pagamento expirada</Trans>
            </Heading>
          }
          subTitle={<Trans>Este checkout expirou sem pagamento e nada foi cobrado. Escolha o plano de novo para pagar.</Trans>}
          extra={
            <LinkButton to="/pricing" buttonType="primary">
              <Trans>Ver planos</Trans>
            </LinkButton>
          }
        />
      </Frame>
    );
  }
  if (session.dataUpdatedAt - startedAt < confirmationTimeoutMs) return <Confirming plan={data.plan} />;
  const name = plans[data.plan].name;
  return (
    <Frame>
      <Result
        icon={<ClockCircleOutlined style={{ color: '#CA8A04' }} />}
        title={
          <Heading>
            <Trans>O pagamento ainda não foi confirmado</Trans>
          </Heading>
        }
        subTitle={
          <Trans>
            A operadora ainda não confirmou o pagamento do plano {name}. Isso pode levar alguns minutos; o plano é liberado assim que a
            confirmação chegar.
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
 * /payment-success?plan=…&session_id=… — where a checkout sends the buyer back (spec 000 §2, §4).
 * It shows the plan the server confirms: with a session, it polls the session until it is
 * complete ('Confirmando pagamento…' meanwhile); without one (an existing subscription moved to
 * another plan), the plan in force. A visitor is asked to log in.
 */
export function PaymentSuccessPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Pagamento Confirmado!`);
  const planParam = useSearchParam('plan');
  const sessionId = useSearchParam('session_id');
  const user = useCurrentUser();
  const plannedPlan: PlanId = isPaidPlanId(planParam) ? planParam : 'lite';

  if (!user) {
    return (
      <Frame>
        <Result
          icon={<LockOutlined style={{ color: '#2563EB' }} />}
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
      <Frame>
        <Result
          status="info"
          title={
            <Heading>
              <Trans>Nenhum pagamento para confirmar</Trans>
            </Heading>
          }
          subTitle={<Trans>Sua conta está no plano Free. Escolha um plano para assinar.</Trans>}
          extra={
            <LinkButton to="/pricing" buttonType="primary">
              <Trans>Ver planos</Trans>
            </LinkButton>
          }
        />
      </Frame>
    );
  }
  return <Confirmed plan={user.plan.name} />;
}
