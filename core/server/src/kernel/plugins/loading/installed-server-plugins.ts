import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadServerPlugins, type LoadedServerPlugins, type PluginSources } from './load-server-plugins.js';

/** The repository (or image) folder the host runs from: core/server/{src,dist}/plugins/loading → five up. */
const hostRoot = fileURLToPath(new URL('../../../../../../', import.meta.url));

/** Where this host looks for plugins: PLUGINS_DIR (default the repo's `plugins`), then installed packages. */
export function pluginSourcesOf(env: Record<string, string | undefined>): PluginSources {
  const pluginsDir = env['PLUGINS_DIR']?.trim();
  return {
    pluginFolders: [pluginsDir ? pluginsDir : join(hostRoot, 'plugins')],
    packageFolders: [join(hostRoot, 'node_modules')],
    hostRoot,
  };
}

let installed: Promise<LoadedServerPlugins> | undefined;

/** The plugins of this process's environment, loaded once (main, the scripts and the specs share them). */
export function installedServerPlugins(): Promise<LoadedServerPlugins> {
  return (installed ??= loadServerPlugins(pluginSourcesOf(process.env)));
}
