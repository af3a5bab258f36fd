import type { BrowserLocation } from '../browser/find-browser.js';

/** Facts decided by the boot before Nest starts, read by health and the plugins endpoint. */
export interface RuntimeInfo {
  version: string;
  databaseKind: 'embedded' | 'external';
  pluginIds: readonly string[];
  browser: () => Promise<BrowserLocation>;
}

export const RUNTIME_INFO = Symbol('RUNTIME_INFO');
