import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';

export interface ScreenOptions {
  /** The API's answers, each under the query key the screen reads it with (its own `queryOptions(...).queryKey`). */
  answers?: readonly (readonly [QueryKey, unknown])[];
  /** 'pt-BR' (the source language: texts as written in the code) unless given, with `messages` for another. */
  locale?: 'pt-BR' | 'en';
  messages?: Messages;
  /** The address the screen is shown at, under a memory router (for its links); without it, no router. */
  path?: string;
}

/**
 * A screen as the app shows it, for a component spec: Lingui, TanStack Query with the answers already read (nothing
 * is fetched: the cache never goes stale), antd's App context and, with `path`, a memory router. Returns Testing
 * Library's render result and the query client (a spec can change an answer).
 */
export function renderScreen(ui: ReactElement, options: ScreenOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [key, answer] of options.answers ?? []) queryClient.setQueryData(key, answer);
  const locale = options.locale ?? 'pt-BR';
  const i18n = setupI18n({ locale, messages: { [locale]: options.messages ?? {} } });
  const screen = options.path ? <RoutedScreen ui={ui} path={options.path} /> : <App>{ui}</App>;
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{screen}</QueryClientProvider>
    </I18nProvider>,
  );
  return Object.assign(result, { queryClient });
}

function RoutedScreen({ ui, path }: { ui: ReactElement; path: string }) {
  const rootRoute = createRootRoute({ component: () => <App>{ui}</App> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return <RouterProvider router={router} />;
}
