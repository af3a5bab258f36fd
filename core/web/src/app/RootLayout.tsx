import type { WebPlugin } from '@otimiza/sdk/web';
import { Outlet } from '@tanstack/react-router';
import { useCurrentUser } from '../session/useCurrentUser';
import { PublicLayout } from '../shell/PublicLayout';
import { lazyComponent } from './lazyComponent';
import { PageLoading } from './PageLoading';
import { useRouteAccess } from './routeAccess';

// Not needed by the landing page: loaded when first shown.
const AppShell = lazyComponent(() => import('../shell/AppShell').then((module) => module.AppShell), <PageLoading fullScreen />);
const DemoGate = lazyComponent(() => import('../demo/DemoGate').then((module) => module.DemoGate), <PageLoading fullScreen />);
const RestrictedAccess = lazyComponent(() => import('../session/RestrictedAccess').then((module) => module.RestrictedAccess));

/**
 * Picks the frame of every page from the session and the route's access rule (spec 000 §2):
 * signed-in users get the app shell; visitors get the public frame, the landing page at /, and
 * 'Acesso Restrito' on any path that is not public.
 */
export function RootLayout({ plugins }: { plugins: readonly WebPlugin[] }) {
  const user = useCurrentUser();
  const access = useRouteAccess();

  if (access === 'demo') return <DemoGate plugins={plugins} />;
  // The landing page draws its own header and footer.
  if (access === 'home' && !user) return <Outlet />;
  if (user && access !== 'guest') {
    return (
      <AppShell plugins={plugins} user={user}>
        <Outlet />
      </AppShell>
    );
  }
  return <PublicLayout>{access === 'auth' ? <RestrictedAccess /> : <Outlet />}</PublicLayout>;
}
