import type { BrowserLocation } from '../browser/find-browser.js';

/** Facts decided by the boot before Nest starts, read by health and the plugins endpoint. */
export interface RuntimeInfo {
  version: string;
  databaseKind: 'embedded' | 'external';
  pluginIds: readonly string[];
  /** Plugins found at start and not mounted, with why. */
  refusedPlugins: readonly { id: string; reason: string }[];
  browser: () => Promise<BrowserLocation>;
}

export const RUNTIME_INFO = Symbol('RUNTIME_INFO');
