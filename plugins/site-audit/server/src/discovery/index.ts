export { discoverSite } from './discover-site.js';
export type * from './discovery-types.js';
export { normalizePathPrefix, normalizeUrl, trackingParameters, upgradedToOrigin, withinScope } from './normalize-url.js';
export { extractPageLinks, hasNonHtmlExtension, nonHtmlExtensions, type PageLinks } from './page-links.js';
export { crawlerUserAgent, loadRobotsRules, maxCrawlDelaySeconds, parseRobotsRules, type RobotsRules } from './robots-rules.js';
export { parseSitemapXml, readSitemaps, sitemapRoots, type SitemapLimits, type SitemapReading, type SitemapRequests } from './sitemaps.js';
