import type { LockedPageProps, WebPlugin } from '@otimiza/sdk/web';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, redirect, type AnyRoute } from '@tanstack/react-router';
import { currentUserQueryKey, currentUserQueryOptions } from './platform/session/sessionApi';
import { RouteErrorScreen } from './kernel/errors/RouteErrorScreen';
import { HomePage } from './platform/home/HomePage';
import { pathAliases } from './kernel/plugins/innerPages/pathAliases';
import type { LockedWebPlugin } from './kernel/plugins/allowedPlugins';
import { loadLockedPage, loadPluginPage } from './kernel/plugins/loadPluginPage';
import { LockedPluginPage } from './kernel/plugins/LockedPluginPage';
import { returnLocation, returnPathParam, safeReturnPath } from './platform/session/returnPath';
import { lazyComponent } from './kernel/app/lazyComponent';
import { PageLoading } from './kernel/app/PageLoading';
import { RootLayout } from './RootLayout';
import type { RouteAccess } from './kernel/app/routeAccess';
import { parseSearch, stringifySearch } from './kernel/app/searchParams';

const NotFoundPage = lazyComponent(() => import('./kernel/app/NotFoundPage').then((module) => module.NotFoundPage));

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The code-based route tree: the root decides the frame from the session (see
 * RootLayout), the public and account pages, the investor demo, the admin page, every route of
 * each allowed plugin (its page chunk and catalog loaded on the first visit), the upgrade card on
 * the routes of plugins the plan holds back, and a 404 page.
 */
export function createAppRouter(plugins: readonly WebPlugin[], queryClient: QueryClient, locked: readonly LockedWebPlugin[] = []) {
  const rootRoute = createRootRouteWithContext<RouterContext>()({
    // Every page knows whether a user is signed in before it renders.
    beforeLoad: ({ context }) => context.queryClient.ensureQueryData(currentUserQueryOptions()).then(() => undefined),
    component: () => <RootLayout plugins={plugins} />,
    pendingComponent: () => <PageLoading fullScreen />,
    notFoundComponent: NotFoundPage,
  });

  const page = (path: string, access: RouteAccess, component: AnyRoute['options']['component']) =>
    createRoute({ getParentRoute: () => rootRoute, path, staticData: { access }, component });

  /** /login and /register: a signed-in user is sent to /. */
  const guestPage = (path: string, component: AnyRoute['options']['component']) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      staticData: { access: 'guest' },
      beforeLoad: ({ context, search }) => {
        if (!context.queryClient.getQueryData(currentUserQueryKey)) return;
        // A signed-in user who was sent to log in (e.g. from another tab) goes where they were headed.
        const back = safeReturnPath((search as Record<string, unknown>)[returnPathParam]);
        throw redirect({ ...(back ? returnLocation(back) : { to: '/' }), replace: true });
      },
      component,
    });

  const demoRoute = createRoute({ getParentRoute: () => rootRoute, path: '/demo/$token', staticData: { access: 'demo' } });
  const demoRoutes = demoRoute.addChildren([
    createRoute({
      getParentRoute: () => demoRoute,
      path: '/',
      staticData: { access: 'demo' },
      component: lazyRouteComponent(() => import('./platform/dashboards/DemoDashboardPage'), 'DemoDashboardPage'),
    }),
    createRoute({
      getParentRoute: () => demoRoute,
      path: '$section',
      staticData: { access: 'demo' },
      component: lazyRouteComponent(() => import('./platform/dashboards/DemoSectionPage'), 'DemoSectionPage'),
    }),
  ]);

  const pluginRoutes = plugins.flatMap((plugin) =>
    plugin.routes.map((route) =>
      page(
        route.path,
        plugin.manifest.publicPaths.includes(route.path) ? 'public' : 'auth',
        lazyRouteComponent(() => loadPluginPage(plugin, route)),
      ),
    ),
  );

  // A plugin the plan holds back keeps its addresses: they show the upgrade card (or the plugin's own locked page), not 'Página não encontrada';
  // its public pages (a shared report's link) stay what they are to anyone, whatever the plan of whoever opens them.
  const lockedRoutes = locked.flatMap(({ plugin, requiredFeature }) => {
    const Locked = plugin.lockedPage
      ? lazyComponent(() => loadLockedPage(plugin).then((module) => module.default))
      : (props: LockedPageProps) => <LockedPluginPage plugin={plugin} requiredFeature={props.requiredFeature} />;
    return plugin.routes.map((route) =>
      plugin.manifest.publicPaths.includes(route.path)
        ? page(
            route.path,
            'public',
            lazyRouteComponent(() => loadPluginPage(plugin, route)),
          )
        : page(route.path, 'auth', () => <Locked requiredFeature={requiredFeature} />),
    );
  });

  const routeTree = rootRoute.addChildren([
    page('/', 'home', HomePage),
    guestPage(
      '/register',
      lazyRouteComponent(() => import('./platform/auth/RegisterPage'), 'RegisterPage'),
    ),
    guestPage(
      '/login',
      lazyRouteComponent(() => import('./platform/auth/LoginPage'), 'LoginPage'),
    ),
    // Some advanced pages of the original sent visitors to /auth/login.
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/auth/login',
      staticData: { access: 'guest' },
      beforeLoad: ({ search }) => {
        throw redirect({ to: '/login', search, replace: true });
      },
    }),
    ...pathAliases().map(([alias, to]) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: alias,
        staticData: { access: 'auth' },
        beforeLoad: ({ search }) => {
          throw redirect({ to, search, replace: true });
        },
      }),
    ),
    guestPage(
      '/forgot-password',
      lazyRouteComponent(() => import('./platform/auth/ForgotPasswordPage'), 'ForgotPasswordPage'),
    ),
    page(
      '/reset-password',
      'public',
      lazyRouteComponent(() => import('./platform/auth/ResetPasswordPage'), 'ResetPasswordPage'),
    ),
    page(
      '/account',
      'auth',
      lazyRouteComponent(() => import('./platform/accounts/AccountPage'), 'AccountPage'),
    ),
    page(
      '/team',
      'auth',
      lazyRouteComponent(() => import('./platform/team/TeamPage'), 'TeamPage'),
    ),
    page(
      '/clients',
      'auth',
      lazyRouteComponent(() => import('./platform/clients/ClientsPage'), 'ClientsPage'),
    ),
    // The link of an invitation e-mail: a visitor sees who invited them and logs in or signs up first.
    page(
      '/invite',
      'public',
      lazyRouteComponent(() => import('./platform/team/InvitePage'), 'InvitePage'),
    ),
    page(
      '/confirm-email',
      'public',
      lazyRouteComponent(() => import('./platform/auth/ConfirmEmailPage'), 'ConfirmEmailPage'),
    ),
    page(
      '/verify-email',
      'public',
      lazyRouteComponent(() => import('./platform/auth/VerifyEmailPage'), 'VerifyEmailPage'),
    ),
    page(
      '/payment-success',
      'public',
      lazyRouteComponent(() => import('./platform/payment/PaymentSuccessPage'), 'PaymentSuccessPage'),
    ),
    page(
      '/terms',
      'public',
      lazyRouteComponent(() => import('./platform/legal/TermsPage'), 'TermsPage'),
    ),
    page(
      '/privacy',
      'public',
      lazyRouteComponent(() => import('./platform/legal/PrivacyPage'), 'PrivacyPage'),
    ),
    page(
      '/dev/mail',
      'public',
      lazyRouteComponent(() => import('./platform/devmail/DevMailPage'), 'DevMailPage'),
    ),
    page(
      '/pricing',
      'auth',
      lazyRouteComponent(() => import('./platform/billing/PricingPage'), 'PricingPage'),
    ),
    // The creator dashboard's sidebar named the plans page /plans.
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/plans',
      staticData: { access: 'auth' },
      beforeLoad: ({ search }) => {
        throw redirect({ to: '/pricing', search, replace: true });
      },
    }),
    // The local stand-ins for Stripe's pages, when the instance has no Stripe key (never in production).
    page(
      '/billing/sandbox/checkout/$sessionId',
      'auth',
      lazyRouteComponent(() => import('./platform/billing/SandboxCheckoutPage'), 'SandboxCheckoutPage'),
    ),
    page(
      '/billing/sandbox/portal',
      'auth',
      lazyRouteComponent(() => import('./platform/billing/SandboxPortalPage'), 'SandboxPortalPage'),
    ),
    page(
      '/admin/users',
      'auth',
      lazyRouteComponent(() => import('./platform/admin/AdminUsersPage'), 'AdminUsersPage'),
    ),
    demoRoutes,
    ...pluginRoutes,
    ...lockedRoutes,
  ]);

  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPendingComponent: () => <PageLoading />,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}
