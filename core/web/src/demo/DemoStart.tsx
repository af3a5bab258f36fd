import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Flex, Result, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { startDemoQueryOptions } from '../api/demo';
import { LinkButton } from '../app/LinkButton';
import { applySessionChange } from '../session/sessionChanged';
import { demoPreparationQueryOptions } from './demoPreparationApi';
import { demoPath } from './demoSections';

/**
 * Starts the investor demo (`POST /api/demo/start`, with the token of the URL if any), makes its
 * user the current one and opens /demo/{token}.
 */
export function DemoStart({ token }: { token?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const start = useQuery(startDemoQueryOptions(token));
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
