import type { WebPlugin } from '@otimiza/sdk/web';
import { Outlet, useParams } from '@tanstack/react-router';
import { useCurrentUser } from '../session/useCurrentUser';
import { AppShell } from '../shell/AppShell';
import { DemoStart } from './DemoStart';

/**
 * /demo/{token}: shows the demo's pages in the app shell when this browser holds that demo's
 * session; otherwise starts one with the token first (spec 000 §2, Demo routes).
 */
export function DemoGate({ plugins }: { plugins: readonly WebPlugin[] }) {
  const { token } = useParams({ strict: false }) as { token?: string };
  const user = useCurrentUser();
  if (user?.mode === 'demo' && user.demo && user.demo.token === token) {
    return (
      <AppShell plugins={plugins} user={user}>
        <Outlet />
      </AppShell>
    );
  }
  return <DemoStart token={token} />;
}
