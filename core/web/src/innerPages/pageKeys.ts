/**
 * The inner pages of the plan dashboards, switched by a page key without a route change
 * (spec 000 §2, Dashboards and inner pages): `/?page=history` on the home.
 */
export const pageKeys = ['dashboard', 'new-analysis', 'history', 'reports', 'shared', 'brand-settings', 'content-tools', 'manual', 'pricing'] as const;
export type PageKey = (typeof pageKeys)[number];
export type InnerPageKey = Exclude<PageKey, 'dashboard'>;

/** The search param of the home that holds the page key. */
export const pageKeyParam = 'page';

/** The route whose page each key shows: a plugin's route, or the host's plans page. */
export const pageKeyPaths: Readonly<Record<InnerPageKey, string>> = {
  'new-analysis': '/new-analysis',
  history: '/analysis-history',
  reports: '/reports',
  shared: '/shared-reports',
  'brand-settings': '/brand-settings',
  'content-tools': '/ai-tools',
  manual: '/user-manual',
  pricing: '/pricing',
};

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && (pageKeys as readonly string[]).includes(value);
}

/**
 * The key of a `?page=` value: no value is the dashboard; a value that names no inner page is
 * null (the frame says the page was not found).
 */
export function pageKeyOf(value: unknown): PageKey | null {
  if (value === undefined || value === null || value === '') return 'dashboard';
  return isPageKey(value) ? value : null;
}

/** The inner page that shows the route `path`, if any. */
export function pageKeyForPath(path: string): InnerPageKey | null {
  const entry = Object.entries(pageKeyPaths).find(([, candidate]) => candidate === path);
  return entry ? (entry[0] as InnerPageKey) : null;
}

/** The search of the home that shows `key`, keeping the inner page's own params (the dashboard has none). */
export function homeSearchFor(key: PageKey, search: Record<string, string> = {}): Record<string, string> {
  return key === 'dashboard' ? {} : { ...search, [pageKeyParam]: key };
}

/**
 * The investor demo's inner pages: /demo/{token}/{slug} (spec 000 §2, Demo routes). The reports
 * and shared entries both use shared-reports; the original's /analyze is the new-analysis page.
 */
export const demoSlugKeys: Readonly<Record<string, InnerPageKey>> = {
  analyze: 'new-analysis',
  history: 'history',
  'shared-reports': 'shared',
  'brand-settings': 'brand-settings',
  manual: 'manual',
  pricing: 'pricing',
};

/** The demo route suffix that shows `key`, or null when the demo has no such page. */
export function demoSlugFor(key: InnerPageKey): string | null {
  if (key === 'reports') return 'shared-reports';
  const entry = Object.entries(demoSlugKeys).find(([, candidate]) => candidate === key);
  return entry ? entry[0] : null;
}
