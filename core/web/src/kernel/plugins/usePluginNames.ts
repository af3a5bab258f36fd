import { useLingui } from '@lingui/react/macro';
import type { InterfaceLocale } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { installedWebPlugins } from './installedPlugins';
import { loadPluginCatalogs } from './pluginCatalogs';

/** The catalogs of every loaded plugin, switched off ones included, so that their names can be listed. */
export function usePluginNames() {
  const { i18n } = useLingui();
  const plugins = installedWebPlugins();
  return useQuery({
    queryKey: ['plugin-catalogs', 'all', i18n.locale, plugins.map((plugin) => plugin.manifest.id)],
    queryFn: async () => {
      await loadPluginCatalogs(plugins, i18n.locale as InterfaceLocale);
      return true;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
