import { CopyOutlined, FundProjectionScreenOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { demoInvestorNameOf, demoInvestorNameParam, type ApiUser } from '@otimiza/sdk/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { startDemoQueryOptions } from '../api/demo';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useToast } from '../../kernel/app/toast';
import { applySessionChange } from '../session/sessionChanged';
import { useCurrentUser } from '../session/useCurrentUser';
import { investorDemoUrl } from './demoLink';
import { demoPreparationQueryOptions } from './demoPreparationApi';
import { demoPath } from './demoSections';

/**
 * Starts the investor demo (`POST /api/demo/start`, with the token of the URL if any and the
 * investor's name of a named link), makes its user the current one and opens /demo/{token}.
 *
 * The demo has a session of its own, and a browser holds one session for all its tabs: a signed-in
 * user (a creator who opened the demo from the dashboard's button, in a new tab) is asked first,
 * since starting it ends their session here and in their other tabs.
 */
export function DemoStart({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useCurrentUser();
  const investorName = demoInvestorNameOf(useSearchParam(demoInvestorNameParam));
  const [agreed, setAgreed] = useState(false);
  const mustAsk = signedIn !== null && signedIn.mode !== 'demo' && !agreed;
  const start = useQuery(startDemoQueryOptions(token, investorName, !mustAsk));
  const user = start.data?.user;

  const preparation = start.data?.preparation;
  useEffect(() => {
    if (!user?.demo) return;
    applySessionChange(queryClient, user);
    // The demo page starts from where its preparation stands (ready, or the seed's progress).
    if (preparation) queryClient.setQueryData(demoPreparationQueryOptions(user.demo.token).queryKey, preparation);
    // Opened at /demo/{token}/…: that page now shows. Opened from / (or given another token): its dashboard.
    if (user.demo.token !== token) void navigate({ to: demoPath(user.demo.token), replace: true });
  }, [user, preparation, token, queryClient, navigate]);

  if (mustAsk) return <LeaveSessionForDemo user={signedIn} investorName={investorName} onAgree={() => setAgreed(true)} />;

  if (start.error || (user && !user.demo)) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: 24 }}>
        <Result
          status="warning"
          title={
            <h1 style={{ fontSize: 24, margin: 0 }}>
              <Trans>Não foi possível abrir a demonstração</Trans>
            </h1>
          }
          subTitle={start.error?.message}
          extra={
            <Flex gap={12} justify="center" wrap>
              {token && (
                <LinkButton to="/" search={{ 'pro-demo': 'true', investor: 'true' }} buttonType="primary">
                  <Trans>Abrir uma nova demonstração</Trans>
                </LinkButton>
              )}
              <LinkButton to="/">
                <Trans>Ir para o início</Trans>
              </LinkButton>
            </Flex>
          }
        />
      </Flex>
    );
  }
  return (
    <Flex role="status" vertical align="center" justify="center" gap={12} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">
        <Trans>Preparando a demonstração…</Trans>
      </Typography.Text>
    </Flex>
  );
}

/** The question a signed-in user gets before the demo's session replaces theirs in this browser. */
function LeaveSessionForDemo({ user, investorName, onAgree }: { user: ApiUser; investorName: string | null; onAgree: () => void }) {
  const toast = useToast();
  const email = user.email;
  const link = investorDemoUrl(window.location.origin, investorName);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success({ title: <Trans>Link copiado!</Trans>, description: link });
    } catch {
      toast.error({ title: <Trans>Não foi possível copiar o link</Trans>, description: link });
    }
  };
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', padding: '24px 12px' }} data-testid="demo-leave-session">
      <Result
        icon={<FundProjectionScreenOutlined style={{ color: '#5B21B6' }} />}
        style={{ maxWidth: 640, paddingInline: 0 }}
        title={
          <h1 style={{ fontSize: 24, margin: 0 }}>
            <Trans>Abrir a demonstração para investidores?</Trans>
          </h1>
        }
        subTitle={
          <Flex vertical gap={8}>
            <span>
              <Trans>
                Você está conectado como <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. A demonstração usa uma sessão própria: abri-la neste
                navegador encerra a sua sessão aqui e em todas as abas abertas.
              </Trans>
            </span>
            <span>
              <Trans>Para continuar conectado, copie o link e abra-o numa janela anônima ou em outro navegador.</Trans>
            </span>
          </Flex>
        }
        extra={
          <Flex gap={12} justify="center" wrap>
            <Button type="primary" onClick={onAgree} data-testid="demo-leave-session-agree" style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32 }}>
              <Trans>Abrir a demonstração e sair da minha conta</Trans>
            </Button>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              <Trans>Copiar link da demonstração</Trans>
            </Button>
            <LinkButton to="/" search={{}}>
              <Trans>Voltar ao meu painel</Trans>
            </LinkButton>
          </Flex>
        }
      />
    </Flex>
  );
}
