import type { WebPlugin } from '@otimiza/sdk/web';
import { Outlet, useParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '../session/useCurrentUser';
import { AppShell } from '../../kernel/shell/AppShell';
import { DemoStart } from './DemoStart';
import { useDemoPreparation } from './useDemoPreparation';
import { isLeavingDemo, leftDemoGate } from './useExitDemo';
import { DemoPreparationScreen } from './DemoPreparationScreen';
import { PageLoading } from '../../kernel/app/PageLoading';

/**
 * /demo/{token}: shows the demo's pages in the app shell when this browser holds that demo's
 * session and its workspace is ready; while the demo is filled on first use, its progress;
 * otherwise starts a demo session with the token first.
 */
export function DemoGate({ plugins }: { plugins: readonly WebPlugin[] }) {
  const { token } = useParams({ strict: false }) as { token?: string };
  const user = useCurrentUser();
  const inDemo = user?.mode === 'demo' && user.demo !== null && user.demo.token === token;
  const preparation = useDemoPreparation(inDemo && token ? token : null);
  useEffect(() => leftDemoGate, []);
  // Left with 'Sair da demonstração': the move to / follows; no new demo session on the way out.
  if (!inDemo && isLeavingDemo()) return <PageLoading fullScreen />;
  if (!inDemo || !user) return <DemoStart token={token} />;
  if (preparation.view?.state === 'ready') {
    return (
      <AppShell plugins={plugins} user={user}>
        <Outlet />
      </AppShell>
    );
  }
  if (!preparation.view && !preparation.error) return <PageLoading fullScreen />;
  return <DemoPreparationScreen {...preparation} />;
}
