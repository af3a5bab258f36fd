import type { WebPlugin } from '@otimiza/sdk/web';
import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RouteErrorScreen } from '../errors/RouteErrorScreen';
import { HomePage } from '../home/HomePage';
import { loadPluginPage } from '../plugins/loadPluginPage';
import { AppShell } from '../shell/AppShell';
import { NotFoundPage } from './NotFoundPage';
import { PageLoading } from './PageLoading';

/**
 * The code-based route tree: the shell as root layout, home at `/`, every route of each allowed
 * plugin (mounted up front, its page chunk and catalog loaded on the first visit), and a 404 page.
 */
export function createAppRouter(plugins: readonly WebPlugin[]) {
  const manualPath = plugins.find((plugin) => plugin.manifest.id === 'manual')?.manifest.navItems[0]?.path;

  const rootRoute = createRootRoute({
    component: () => <AppShell plugins={plugins} />,
    notFoundComponent: NotFoundPage,
  });

  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <HomePage manualPath={manualPath} />,
  });

  const pluginRoutes = plugins.flatMap((plugin) =>
    plugin.routes.map((route) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: route.path,
        component: lazyRouteComponent(() => loadPluginPage(plugin, route)),
      }),
    ),
  );

  return createRouter({
    routeTree: rootRoute.addChildren([homeRoute, ...pluginRoutes]),
    defaultPendingComponent: () => <PageLoading />,
    defaultPendingMs: 150,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}
