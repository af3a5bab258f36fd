import type { Plugin, UserConfig } from 'vite';

/** A library the web host shares with the plugins' bundles (one instance for the whole page). */
export interface SharedLibrary {
  /** The import name, e.g. `react/jsx-runtime`. */
  id: string;
  /** Published as CommonJS only: the host re-exports it by name. */
  cjs?: boolean;
  /** The library has a default export to pass on. */
  default?: boolean;
}

export declare const sharedLibraries: readonly SharedLibrary[];
export declare const sharedPackages: readonly string[];
export declare function isSharedImport(id: string): boolean;
export declare function sharedModuleName(id: string): string;
/** The Vite configuration of the plugin web package whose vite.config is at `configUrl` (`import.meta.url`). */
export declare function webPluginConfig(configUrl: string): Promise<UserConfig>;
/** The plugin that compiles Lingui's macros (`<Trans>`, `useLingui().t`): for a plugin's component specs in Vitest. */
export declare function linguiMacros(): Promise<Plugin>;
