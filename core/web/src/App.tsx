import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { siteInfoQueryOptions, type WebPlugin } from '@otimiza/sdk/web';
import { App as AntApp, ConfigProvider } from 'antd';
import { useMemo } from 'react';
import { currentUserQueryOptions } from './platform/session/sessionApi';
import { ErrorBoundary } from './kernel/errors/ErrorBoundary';
import { HostBrandTheme } from './kernel/app/hostBrand';
import { antdLocales } from './kernel/i18n/antdLocale';
import { i18n } from './kernel/i18n/i18n';
import { useLanguage } from './kernel/i18n/useLanguage';
import type { LockedWebPlugin } from './kernel/plugins/allowedPlugins';
import { useAllowedPlugins } from './kernel/plugins/useAllowedPlugins';
import { WebPluginsContext } from './kernel/plugins/WebPluginsContext';
import { PageLoading } from './kernel/app/PageLoading';
import { PluginsError } from './kernel/shell/PluginsError';
import { queryClient } from './kernel/app/queryClient';
import { createAppRouter } from './router';
import { theme } from './kernel/app/theme';
import { useReducedMotion } from './kernel/app/useReducedMotion';
import { toastConfig } from './kernel/app/toast';
import { tooltipEnterDelay } from './kernel/app/tooltipTiming';
import { ToastBridge } from './kernel/app/ToastBridge';

function AppRouter({ plugins, locked }: { plugins: readonly WebPlugin[]; locked: readonly LockedWebPlugin[] }) {
  const router = useMemo(() => createAppRouter(plugins, queryClient, locked), [plugins, locked]);
  return (
    <WebPluginsContext.Provider value={plugins}>
      <RouterProvider router={router} />
    </WebPluginsContext.Provider>
  );
}

/** Waits for the allowed plugin list, then mounts the router; shows loading and error states meanwhile. */
function PluginGate() {
  // Asked for at once, in parallel with the plugin list: the router needs both before the first page.
  useQuery(currentUserQueryOptions());
  // The host's brand (white-label) before the first page, so that no page shows the product's look first; without it, the product's.
  const siteInfo = useQuery(siteInfoQueryOptions());
  const { plugins, locked, error, isFetching, retry } = useAllowedPlugins();
  if (plugins && !siteInfo.isPending) {
    return (
      <HostBrandTheme>
        <AppRouter plugins={plugins} locked={locked} />
      </HostBrandTheme>
    );
  }
  if (error) return <PluginsError error={error} retrying={isFetching} onRetry={retry} />;
  return <PageLoading fullScreen />;
}

export function App() {
  const language = useLanguage();
  const reducedMotion = useReducedMotion();
  const appTheme = useMemo(() => ({ ...theme, token: { ...theme.token, motion: !reducedMotion } }), [reducedMotion]);
  return (
    <I18nProvider i18n={i18n}>
      {/* Tooltips open after 700 ms, at once within 300 ms of another closing (see tooltipTiming). */}
      <ConfigProvider theme={appTheme} locale={antdLocales[language]} tooltip={{ mouseEnterDelay: tooltipEnterDelay }}>
        <AntApp notification={toastConfig}>
          <ToastBridge />
          <ErrorBoundary>
            <QueryClientProvider client={queryClient}>
              <PluginGate />
            </QueryClientProvider>
          </ErrorBoundary>
        </AntApp>
      </ConfigProvider>
    </I18nProvider>
  );
}
