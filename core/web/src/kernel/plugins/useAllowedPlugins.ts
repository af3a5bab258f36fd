import type { InterfaceLocale, WebPlugin } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pluginsQueryOptions } from '../api/plugins';
import { i18n } from '../i18n/i18n';
import { installWebPlugins } from './innerPages/pageKeys';
import { selectAllowedPlugins, selectLockedPlugins, type LockedWebPlugin } from './allowedPlugins';
import { loadWebPlugins } from './loadWebPlugins';
import { loadPluginCatalogs } from './pluginCatalogs';

export interface AllowedPlugins {
  /** Set once the list is known, the plugins' bundles are loaded and their catalogs too. */
  plugins: readonly WebPlugin[] | undefined;
  /** The workspace's plugins its plan holds back, with the feature that opens each: their pages show the upgrade card. */
  locked: readonly LockedWebPlugin[];
  error: Error | null;
  isFetching: boolean;
  retry: () => void;
}

/**
 * The web plugins this visitor may use: `GET /api/plugins` names them and the web bundles to load;
 * each bundle is imported from the server at run time (a bundle that fails to load is left out,
 * with an error in the console), then their catalogs are loaded for the current language (their nav
 * labels live there).
 */
export function useAllowedPlugins(): AllowedPlugins {
  const list = useQuery(pluginsQueryOptions());
  const entries = list.data?.web;
  const bundles = useQuery({
    queryKey: ['plugin-bundles', entries?.map((entry) => entry.url)],
    // Never fails: a bundle that cannot be loaded is left out (loadWebPlugins says which in the console).
    queryFn: () => loadWebPlugins(entries ?? []),
    enabled: entries !== undefined,
    staleTime: Infinity,
    retry: false,
  });
  // The installed plugins follow the list in force (a visitor's after a sign-out, say), also when its bundles come from the cache.
  const installed = useMemo(() => (bundles.data ? installWebPlugins(bundles.data) : undefined), [bundles.data]);
  const allowed = useMemo(() => (list.data && installed ? selectAllowedPlugins(installed, list.data.plugins) : undefined), [list.data, installed]);
  const locked = useMemo(() => (list.data && installed ? selectLockedPlugins(installed, list.data.locked) : []), [list.data, installed]);
  const catalogs = useQuery({
    queryKey: ['plugin-catalogs', allowed?.map((plugin) => plugin.manifest.id), locked.map((entry) => entry.plugin.manifest.id)],
    queryFn: async () => {
      await loadPluginCatalogs([...(allowed ?? []), ...locked.map((entry) => entry.plugin)], i18n.locale as InterfaceLocale);
      return true;
    },
    enabled: allowed !== undefined,
    staleTime: Infinity,
    retry: 1,
  });

  return {
    plugins: catalogs.isSuccess ? allowed : undefined,
    locked,
    error: list.error ?? bundles.error ?? catalogs.error,
    isFetching: list.isFetching || bundles.isFetching || catalogs.isFetching,
    retry: () => void (list.error ? list.refetch() : bundles.error ? bundles.refetch() : catalogs.refetch()),
  };
}
