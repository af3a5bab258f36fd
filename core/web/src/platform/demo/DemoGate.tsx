import type { ApiUser } from '@otimiza/sdk/shared';
import { useParams } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useCurrentUser } from '../session/useCurrentUser';
import { DemoStart } from './DemoStart';
import { useDemoPreparation } from './useDemoPreparation';
import { isLeavingDemo, leftDemoGate } from './useExitDemo';
import { DemoPreparationScreen } from './DemoPreparationScreen';
import { PageLoading } from '../../kernel/app/PageLoading';

/**
 * /demo/{token}: shows the demo's pages in the signed-in frame (`frame`, drawn by the composition root) when this
 * browser holds that demo's session and its workspace is ready; while the demo is filled on first use, its progress;
 * otherwise starts a demo session with the token first.
 */
export function DemoGate({ frame }: { frame: (user: ApiUser) => ReactNode }) {
  const { token } = useParams({ strict: false }) as { token?: string };
  const user = useCurrentUser();
  const inDemo = user?.mode === 'demo' && user.demo !== null && user.demo.token === token;
  const preparation = useDemoPreparation(inDemo && token ? token : null);
  useEffect(() => leftDemoGate, []);
  // Left with 'Sair da demonstração': the move to / follows; no new demo session on the way out.
  if (!inDemo && isLeavingDemo()) return <PageLoading fullScreen />;
  if (!inDemo || !user) return <DemoStart token={token} />;
  if (preparation.view?.state === 'ready') return frame(user);
  if (!preparation.view && !preparation.error) return <PageLoading fullScreen />;
  return <DemoPreparationScreen {...preparation} />;
}
