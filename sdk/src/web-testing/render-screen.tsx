import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

export interface ScreenOptions {
  /** The API's answers, each under the query key the screen reads it with (its own `queryOptions(...).queryKey`). */
  answers?: readonly (readonly [QueryKey, unknown])[];
  /** 'pt-BR' (the source language: texts as written in the code) unless given, with `messages` for another. */
  locale?: 'pt-BR' | 'en';
  messages?: Messages;
  /** The address the screen is shown at, under a memory router (for its links; returned as `router`); without it, no router. */
  path?: string;
}

/**
 * A screen as the app shows it, for a component spec: Lingui, TanStack Query with the answers already read (nothing
 * is fetched: the cache never goes stale), antd's App context and, with `path`, a memory router. Returns Testing
 * Library's render result, the query client (a spec can change an answer) and the router (null without `path`).
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): RenderResult & { queryClient: QueryClient; router: AnyRouter | null } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, answer] of options.answers ?? []) queryClient.setQueryData(key, answer);
  const locale = options.locale ?? 'pt-BR';
  const i18n = setupI18n({ locale, messages: { [locale]: options.messages ?? {} } });
  const router = options.path
    ? createRouter({ routeTree: createRootRoute({ component: () => <App>{ui}</App> }), history: createMemoryHistory({ initialEntries: [options.path] }) })
    : null;
  const screen = router ? <RouterProvider router={router} /> : <App>{ui}</App>;
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { queryClient, router });
}
