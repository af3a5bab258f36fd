import { createContext, useContext } from 'react';

/** Where a link goes: a path and its search params, as the router's `Link` takes them. */
export interface PageLinkTarget {
  to: string;
  search?: Record<string, string>;
}

export type PageLinkResolver = (path: string, search?: Record<string, string>) => PageLinkTarget;

/** Outside a dashboard, a link to a page is that page's route. */
export const directPageLink: PageLinkResolver = (path, search) => (search ? { to: path, search } : { to: path });

/**
 * How links to the app's pages are made where they are shown. On the home the host turns a page
 * that is also an inner page of the dashboard into its page key (`/?page=history`), and in the
 * investor demo into the demo's route (`/demo/{token}/history`); elsewhere a path stays a path.
 */
export const PageLinksContext = createContext<PageLinkResolver>(directPageLink);

/**
 * The link maker of the current frame: `<RouterButton {...pageLink('/analysis-history')}>` goes to
 * the history wherever the widget or page is shown.
 */
export function usePageLink(): PageLinkResolver {
  return useContext(PageLinksContext);
}
