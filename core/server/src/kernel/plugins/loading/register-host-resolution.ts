import * as nodeModule from 'node:module';
import { pathToFileURL } from 'node:url';
import { hostResolutionOf, type HostResolutionData } from './host-resolution.js';

interface ResolveContext {
  parentURL?: string;
  conditions?: string[];
}
type SyncNextResolve = (specifier: string, context?: ResolveContext) => unknown;
type RegisterHooks = (hooks: { resolve: (specifier: string, context: ResolveContext, nextResolve: SyncNextResolve) => unknown }) => unknown;

const registered = new Set<string>();

/**
 * Lets plugins in folders outside the host's tree import the host's packages (host-resolution.ts).
 * Uses module.registerHooks (in-thread; Node 22.15 and later), else module.register (Node 20).
 */
export function registerHostResolution(pluginFolders: readonly string[]): void {
  const pluginFolderUrls = pluginFolders.map((folder) => pathToFileURL(folder).href.replace(/\/?$/, '/')).filter((url) => !registered.has(url));
  if (pluginFolderUrls.length === 0) return;
  pluginFolderUrls.forEach((url) => registered.add(url));
  const data: HostResolutionData = { pluginFolderUrls, hostUrl: import.meta.url };

  const registerHooks = (nodeModule as unknown as { registerHooks?: RegisterHooks }).registerHooks;
  if (registerHooks) {
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const decision = hostResolutionOf(specifier, context.parentURL, data);
        if (decision === 'host') return nextResolve(specifier, { ...context, parentURL: data.hostUrl });
        if (decision === 'plugin-then-host') {
          try {
            return nextResolve(specifier, context);
          } catch {
            return nextResolve(specifier, { ...context, parentURL: data.hostUrl });
          }
        }
        return nextResolve(specifier, context);
      },
    });
    return;
  }
  nodeModule.register(new URL('./host-resolution.hooks.js', import.meta.url), { data });
}
