import { useHostBrand, type WebPlugin } from '@otimiza/sdk/web';
import { Navigate, Outlet, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isFirstVisit, markVisited, sendsToRegistration } from './platform/session/firstVisit';
import { returnPathParam, safeReturnPath } from './platform/session/returnPath';
import { useCurrentUser } from './platform/session/useCurrentUser';
import { PublicLayout } from './kernel/shell/PublicLayout';
import { lazyComponent } from './kernel/app/lazyComponent';
import { useInstanceEnvironment } from './kernel/app/instanceEnvironment';
import { PageLoading } from './kernel/app/PageLoading';
import { useRouteAccess } from './kernel/app/routeAccess';

// Not needed by the landing page: loaded when first shown.
const SignedInFrame = lazyComponent(() => import('./SignedInFrame').then((module) => module.SignedInFrame), <PageLoading fullScreen />);
const DemoGate = lazyComponent(() => import('./platform/demo/DemoGate').then((module) => module.DemoGate), <PageLoading fullScreen />);
const RestrictedAccess = lazyComponent(() => import('./platform/session/RestrictedAccess').then((module) => module.RestrictedAccess));

/**
 * Picks the frame of every page from the session and the route's access rule:
 * signed-in users get the app shell; visitors get the public frame, the landing page at /, and
 * 'Acesso Restrito' on any path that is not public — or, on the production host, registration when
 * it is the browser's first visit (see sendsToRegistration).
 */
export function RootLayout({ plugins }: { plugins: readonly WebPlugin[] }) {
  const user = useCurrentUser();
  const access = useRouteAccess();
  const environment = useInstanceEnvironment();
  const brand = useHostBrand();
  const href = useLocation({ select: (location) => location.href });
  // The browser is flagged on its first page, whatever it is: the next visit is a returning one.
  useEffect(() => markVisited(), []);

  if (access === 'demo') {
    return (
      <DemoGate
        frame={(demoUser) => (
          <SignedInFrame plugins={plugins} user={demoUser}>
            <Outlet />
          </SignedInFrame>
        )}
      />
    );
  }
  // The landing page draws its own header and footer.
  if (access === 'home' && !user) return <Outlet />;
  if (user && access !== 'guest') {
    return (
      <SignedInFrame plugins={plugins} user={user}>
        <Outlet />
      </SignedInFrame>
    );
  }
  if (sendsToRegistration({ environment, brandedHost: brand !== null, signedIn: user !== null, needsAccount: access === 'auth', firstVisit: isFirstVisit() })) {
    const back = safeReturnPath(href);
    return <Navigate to="/register" search={back ? { [returnPathParam]: back } : {}} replace />;
  }
  return <PublicLayout>{access === 'auth' ? <RestrictedAccess /> : <Outlet />}</PublicLayout>;
}
