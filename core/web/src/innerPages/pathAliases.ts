import { pageKeyPaths } from './pageKeys';

/**
 * Paths of the original product that name a page this app serves under another route (spec 000
 * §2 and spec 001 §2.1): /analyze (the quick analysis), and the sidebar's /history and /manual,
 * which were page keys of the dashboards. Each opens the page's own route, keeping the search.
 * Every page key works this way as a path (`/content-tools`, `/shared`), so a key is never only
 * a `?page=` value. /plans has its own redirect to the plans page.
 */
export const pathAliases: readonly (readonly [alias: string, to: string])[] = [
  ['/analyze', pageKeyPaths['new-analysis']],
  ['/history', pageKeyPaths.history],
  ['/manual', pageKeyPaths.manual],
  ['/content-tools', pageKeyPaths['content-tools']],
  ['/shared', pageKeyPaths.shared],
];
