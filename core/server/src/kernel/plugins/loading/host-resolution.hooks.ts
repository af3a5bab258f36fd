// Node's asynchronous module hooks (module.register), for Node versions without module.registerHooks.
import { hostResolutionOf, type HostResolutionData } from './host-resolution.js';

interface ResolveContext {
  parentURL?: string;
  conditions?: string[];
}
type NextResolve = (specifier: string, context?: ResolveContext) => Promise<unknown>;

let data: HostResolutionData = { pluginFolderUrls: [], hostUrl: '' };

export function initialize(initial: HostResolutionData): void {
  data = initial;
}

export async function resolve(specifier: string, context: ResolveContext, nextResolve: NextResolve): Promise<unknown> {
  const decision = hostResolutionOf(specifier, context.parentURL, data);
  if (decision === 'host') return nextResolve(specifier, { ...context, parentURL: data.hostUrl });
  if (decision === 'plugin-then-host') {
    try {
      return await nextResolve(specifier, context);
    } catch {
      return nextResolve(specifier, { ...context, parentURL: data.hostUrl });
    }
  }
  return nextResolve(specifier, context);
}
