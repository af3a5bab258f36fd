import type { PageLinkResolver } from '@otimiza/sdk/web';
import { demoPath } from './demoPath';
import type { PageKeyTable } from './composePageKeys';
import { dashboardKey, homeSearchFor, installedPageKeys } from './pageKeys';

/** On the home, a page that is an inner page of the dashboard opens by its key, without leaving `/`. */
export function homePageLinkIn(table: PageKeyTable): PageLinkResolver {
  return (path, search) => {
    const key = path === '/' ? dashboardKey : table.keyForPath(path);
    if (key === null) return search ? { to: path, search } : { to: path };
    return { to: '/', search: homeSearchFor(key, search) };
  };
}

export const homePageLink: PageLinkResolver = homePageLinkIn(installedPageKeys);

/** In the investor demo, a page the demo has opens under /demo/{token}; the others keep their route. */
export function demoPageLink(token: string, table: PageKeyTable = installedPageKeys): PageLinkResolver {
  return (path, search) => {
    if (path === '/') return { to: demoPath(token) };
    const key = table.keyForPath(path);
    const slug = key ? table.demoSlugFor(key) : null;
    const to = slug ? demoPath(token, slug) : path;
    return search ? { to, search } : { to };
  };
}
