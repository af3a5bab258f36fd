import { useLingui } from '@lingui/react/macro';
import type { InterfaceLocale } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { loadPluginCatalogs } from './pluginCatalogs';
import { webPlugins } from './plugin-registry.generated';

/** The catalogs of every bundled plugin, switched off ones included, so that their names can be listed. */
export function usePluginNames() {
  const { i18n } = useLingui();
  return useQuery({
    queryKey: ['plugin-catalogs', 'all', i18n.locale],
    queryFn: async () => {
      await loadPluginCatalogs(webPlugins, i18n.locale as InterfaceLocale);
      return true;
    },
    staleTime: Infinity,
    retry: 1,
  });
}
