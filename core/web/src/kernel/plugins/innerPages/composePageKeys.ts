import type { InnerPageDeclaration, WebPlugin } from '@otimiza/sdk/web';

/** The key of the dashboard itself: no `?page=`. */
export const dashboardKey = 'dashboard';

/** A `?page=` value of the home: 'dashboard' or an inner page's key. */
export type PageKey = string;
/** The key of an inner page (any key but 'dashboard'). */
export type InnerPageKey = string;

/** An inner page of the composed table and who serves it. */
export interface InnerPageEntry extends InnerPageDeclaration {
  /** The installed plugin whose route shows the page; null for the host's own pages (the plans page). */
  plugin: WebPlugin | null;
}

/** The page keys of this build, composed from the host's inner pages and every installed web plugin's. */
export interface PageKeyTable {
  /** 'dashboard', then the inner pages' keys. */
  readonly keys: readonly PageKey[];
  readonly entries: readonly InnerPageEntry[];
  /**
   * Paths that open an inner page's route, keeping the search: `/<key>` and `/<demoSlug>` when they
   * differ from its route (`/history` → `/analysis-history`, `/analyze` → `/new-analysis`).
   */
  readonly aliases: readonly (readonly [alias: string, to: string])[];
  entry(key: InnerPageKey): InnerPageEntry | null;
  /** The route whose page `key` shows, or null. */
  pathOf(key: InnerPageKey): string | null;
  /** The key of a `?page=` value: none is the dashboard; a value that names no page is null (the frame says 'not found'). */
  keyOf(value: unknown): PageKey | null;
  /** The inner page that shows the route `path`, if any. */
  keyForPath(path: string): InnerPageKey | null;
  /** The investor demo's route suffix that shows `key` (`demoAs` followed), or null when the demo has no such page. */
  demoSlugFor(key: InnerPageKey): string | null;
  /** The key whose page `/demo/{token}/<slug>` shows, or null. */
  keyForDemoSlug(slug: string): InnerPageKey | null;
}

function ownerName(entry: InnerPageEntry): string {
  return entry.plugin ? `plugin "${entry.plugin.manifest.id}"` : 'the host';
}

/**
 * Composes the host's inner pages with those each plugin declares (`WebPlugin.innerPages`).
 * Throws, naming both owners, when two declare one key, one demo slug, one route, or a path alias
 * that is taken: a page key names one page whichever plugins are installed.
 */
export function composePageKeys(plugins: readonly WebPlugin[], host: readonly InnerPageDeclaration[]): PageKeyTable {
  const entries: InnerPageEntry[] = [
    ...host.map((page) => ({ ...page, plugin: null })),
    ...plugins.flatMap((plugin) => (plugin.innerPages ?? []).map((page) => ({ ...page, plugin }))),
  ];

  const byKey = new Map<string, InnerPageEntry>();
  const byPath = new Map<string, InnerPageEntry>();
  const bySlug = new Map<string, InnerPageEntry>();
  const taken = (what: string, first: InnerPageEntry, second: InnerPageEntry) =>
    new Error(
      `${what} is declared by ${ownerName(first)} (page key "${first.key}") and by ${ownerName(second)} (page key "${second.key}"): ` +
        'rename one of them in its WebPlugin.innerPages.',
    );
  for (const entry of entries) {
    if (entry.key === dashboardKey) throw new Error(`page key "${dashboardKey}" of ${ownerName(entry)} is the dashboard's own key`);
    const sameKey = byKey.get(entry.key);
    if (sameKey) throw taken(`inner page key "${entry.key}"`, sameKey, entry);
    byKey.set(entry.key, entry);
    const samePath = byPath.get(entry.path);
    if (samePath) throw taken(`inner page route "${entry.path}"`, samePath, entry);
    byPath.set(entry.path, entry);
    if (entry.demoSlug !== undefined) {
      const sameSlug = bySlug.get(entry.demoSlug);
      if (sameSlug) throw taken(`demo slug "${entry.demoSlug}"`, sameSlug, entry);
      bySlug.set(entry.demoSlug, entry);
    }
  }

  // Every route of the host's inner pages and of the installed plugins: an alias never hides one.
  const routes = new Set([...entries.map((entry) => entry.path), ...plugins.flatMap((plugin) => plugin.routes.map((route) => route.path))]);
  const aliasOwners = new Map<string, InnerPageEntry>();
  const aliases: [string, string][] = [];
  for (const entry of entries) {
    for (const alias of new Set([`/${entry.key}`, ...(entry.demoSlug !== undefined ? [`/${entry.demoSlug}`] : [])])) {
      if (alias === entry.path) continue;
      if (routes.has(alias))
        throw new Error(`path ${alias} of page key "${entry.key}" (${ownerName(entry)}) is a route of its own: rename the key or the demo slug.`);
      const owner = aliasOwners.get(alias);
      if (owner) throw taken(`path alias ${alias}`, owner, entry);
      aliasOwners.set(alias, entry);
      aliases.push([alias, entry.path]);
    }
  }

  const entry = (key: InnerPageKey) => byKey.get(key) ?? null;
  return {
    keys: [dashboardKey, ...byKey.keys()],
    entries,
    aliases,
    entry,
    pathOf: (key) => entry(key)?.path ?? null,
    keyOf: (value) => {
      if (value === undefined || value === null || value === '' || value === dashboardKey) return dashboardKey;
      return typeof value === 'string' && byKey.has(value) ? value : null;
    },
    keyForPath: (path) => byPath.get(path)?.key ?? null,
    demoSlugFor: (key) => {
      const found = entry(key);
      if (!found) return null;
      return found.demoSlug ?? (found.demoAs !== undefined ? (entry(found.demoAs)?.demoSlug ?? null) : null);
    },
    keyForDemoSlug: (slug) => bySlug.get(slug)?.key ?? null,
  };
}
