import type { InteractiveReportType } from '@otimiza/plugin-reports-shared';

/** A link as the router takes it: a path and its search params. */
export interface AppLink {
  to: string;
  search?: Record<string, string>;
}

/** An item's `href` (an app path, maybe with a query) as a router link. */
export function linkOf(href: string): AppLink {
  const [path = '/', query = ''] = href.split('?', 2);
  const search = Object.fromEntries(new URLSearchParams(query));
  return Object.keys(search).length ? { to: path, search } : { to: path };
}

/** The one action that stores an item of a type, and where it is done: what an empty list of that type links to. */
export const makeItemLink: Record<InteractiveReportType, AppLink> = {
  website_analysis: { to: '/shared-reports' },
  competitor_comparison: { to: '/ai-tools', search: { tool: 'competitor-analysis' } },
  performance_trends: { to: '/site-audit' },
  seo_audit: { to: '/audit-compliance' },
  business_intelligence: { to: '/business-intelligence', search: { tab: 'reports' } },
};
