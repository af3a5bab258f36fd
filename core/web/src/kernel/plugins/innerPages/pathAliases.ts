import { installedPageKeys } from './pageKeys';

/**
 * Paths of the original product that name a page this app serves under another
 * route: /analyze (the quick analysis, the demo's slug of the new analysis), and the
 * sidebar's /history and /manual, which were page keys of the dashboards. Each opens the page's own
 * route, keeping the search. Every page key and demo slug works this way as a path (`/content-tools`,
 * `/shared`), so a key is never only a `?page=` value. /plans has its own redirect to the plans page.
 * Composed from the installed plugins' inner pages (see composePageKeys), loaded at run time.
 */
export function pathAliases(): readonly (readonly [alias: string, to: string])[] {
  return installedPageKeys.aliases;
}
