import type { PluginWebEntry } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';

/** Imports a module by URL, at run time: the bundler leaves it alone. */
export type ModuleImporter = (url: string) => Promise<{ default?: unknown }>;

const importAtRunTime: ModuleImporter = (url) => import(/* @vite-ignore */ url) as Promise<{ default?: unknown }>;

/** Why a module's default export is not the plugin `id`'s WebPlugin, or null when it is. */
function notAWebPlugin(value: unknown, id: string): string | null {
  const plugin = value as Partial<WebPlugin> | null | undefined;
  if (!plugin || typeof plugin !== 'object' || !plugin.manifest || !Array.isArray(plugin.routes) || !plugin.messages) {
    return 'its default export is not a web plugin (defineWebPlugin)';
  }
  if (plugin.manifest.id !== id) return `its manifest's id is "${plugin.manifest.id}"`;
  return null;
}

/**
 * Imports the web bundle of each plugin the server lists (`GET /api/plugins`, `web`): each module's
 * default export is the plugin's WebPlugin. A bundle that fails to load, or that is not the plugin
 * it is listed as, is left out with an error in the console; the others load all the same. In the
 * server's order (by plugin id).
 */
export async function loadWebPlugins(entries: readonly PluginWebEntry[], importModule: ModuleImporter = importAtRunTime): Promise<WebPlugin[]> {
  const settled = await Promise.allSettled(
    entries.map(async ({ id, url }) => {
      const loaded = await importModule(url);
      const problem = notAWebPlugin(loaded.default, id);
      if (problem) throw new Error(problem);
      return loaded.default as WebPlugin;
    }),
  );
  return settled.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [result.value];
    const { id, url } = entries[index]!;
    console.error(`The web bundle of plugin "${id}" (${url}) could not be loaded; its pages are left out.`, result.reason);
    return [];
  });
}
