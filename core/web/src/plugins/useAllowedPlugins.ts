import type { InterfaceLocale, WebPlugin } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { pluginsQueryOptions } from '../api/plugins';
import { i18n } from '../i18n/i18n';
import { selectAllowedPlugins, selectLockedPlugins, type LockedWebPlugin } from './allowedPlugins';
import { loadPluginCatalogs } from './pluginCatalogs';
import { webPlugins } from './plugin-registry.generated';

export interface AllowedPlugins {
  /** Set once the list is known and the plugins' catalogs are loaded. */
  plugins: readonly WebPlugin[] | undefined;
  /** The workspace's plugins its plan holds back, with the feature that opens each: their pages show the upgrade card. */
  locked: readonly LockedWebPlugin[];
  error: Error | null;
  isFetching: boolean;
  retry: () => void;
}

/**
 * The web plugins this visitor may use: `GET /api/plugins` intersected with the bundled registry,
 * with their catalogs loaded for the current language (their nav labels live there).
 */
export function useAllowedPlugins(): AllowedPlugins {
  const list = useQuery(pluginsQueryOptions());
  const allowed = useMemo(() => (list.data ? selectAllowedPlugins(webPlugins, list.data.plugins) : undefined), [list.data]);
  const locked = useMemo(() => (list.data ? selectLockedPlugins(webPlugins, list.data.locked) : []), [list.data]);
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
    error: list.error ?? catalogs.error,
    isFetching: list.isFetching || catalogs.isFetching,
    retry: () => void (list.error ? list.refetch() : catalogs.refetch()),
  };
}
