import { useMatches } from '@tanstack/react-router';

/**
 * Who may open a route, declared in its `staticData`:
 * - `auth` (the default, and any unknown path): signed-in users; visitors see 'Acesso Restrito';
 * - `public`: everyone, in the public frame for visitors and in the app shell for users;
 * - `guest`: /login and /register, where a signed-in user is sent to /;
 * - `home`: / — the landing page for visitors, the plan dashboard for users;
 * - `demo`: the investor demo's /demo/{token} routes.
 */
export type RouteAccess = 'auth' | 'public' | 'guest' | 'home' | 'demo';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    access?: RouteAccess;
  }
}

/** The access rule of the deepest matched route; a path no route matches counts as `auth`. */
export function useRouteAccess(): RouteAccess {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.access ?? 'auth' });
}
