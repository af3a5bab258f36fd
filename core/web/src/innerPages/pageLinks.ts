import type { PageLinkResolver } from '@otimiza/sdk/web';
import { demoPath } from '../demo/demoPath';
import { demoSlugFor, homeSearchFor, pageKeyForPath } from './pageKeys';

/** On the home, a page that is an inner page of the dashboard opens by its key, without leaving `/`. */
export const homePageLink: PageLinkResolver = (path, search) => {
  const key = path === '/' ? 'dashboard' : pageKeyForPath(path);
  if (key === null) return search ? { to: path, search } : { to: path };
  return { to: '/', search: homeSearchFor(key, search) };
};

/** In the investor demo, a page the demo has opens under /demo/{token}; the others keep their route. */
export function demoPageLink(token: string): PageLinkResolver {
  return (path, search) => {
    if (path === '/') return { to: demoPath(token) };
    const key = pageKeyForPath(path);
    const slug = key ? demoSlugFor(key) : null;
    const to = slug ? demoPath(token, slug) : path;
    return search ? { to, search } : { to };
  };
}
