import type { SafeOutboundPort } from '@otimiza/sdk/server';

/** How a page came to be known: the address the user typed, a sitemap entry, or a link on a crawled page. */
export type FoundIn = 'start' | 'sitemap' | 'link';

/**
 * Why an address is not a page of the run:
 * - robots: robots.txt disallows it for OtimizaBot
 * - off-origin / outside-prefix: another origin, or outside the path prefix asked for (also when a redirect lands there)
 * - not-html: a file extension or a content type that is not an HTML page
 * - http-error: answered with a 4xx/5xx status
 * - fetch-failed: no answer (timeout, connection refused, larger than the byte limit)
 * - refused-address: the safe-outbound policy refuses the address (private, loopback, metadata ranges…)
 * - duplicate: its canonical link or its redirect points to a page already known (`sameAs`)
 * - depth / query-variants / url-cap: crawler-trap limits
 * - page-cap / time: known but not visited because the plan's page cap or the time budget ended the run
 */
export type SkipReason =
  | 'robots'
  | 'off-origin'
  | 'outside-prefix'
  | 'not-html'
  | 'http-error'
  | 'fetch-failed'
  | 'refused-address'
  | 'duplicate'
  | 'depth'
  | 'query-variants'
  | 'url-cap'
  | 'page-cap'
  | 'time';

export interface DiscoveredPage {
  /** Normalised address (normalize-url.ts), after same-origin redirects. */
  url: string;
  /** Links followed from an entry point: the start address and sitemap entries are 0. */
  depth: number;
  foundIn: FoundIn;
  status: number;
  title?: string;
}

export interface SkippedAddress {
  url: string;
  reason: SkipReason;
  status?: number;
  /** Where a redirect led (off-origin, outside the prefix, or to an already known page). */
  redirectedTo?: string;
  /** For 'duplicate': the known page this address is folded into. */
  sameAs?: string;
}

export interface DiscoveryLimits {
  /** The plan's page cap: pages past it are not collected and are counted in `leftOut`. */
  maxPages: number;
  /** Distinct same-origin addresses (within the prefix) the run may know of. */
  maxUrlsDiscovered: number;
  /** Links followed from an entry point. */
  maxDepth: number;
  /** Distinct query strings of one path (an endless calendar's `?mes=` stops here). */
  maxVariantsPerPath: number;
  /** Bytes read per sitemap, after gzip. */
  maxSitemapBytes: number;
  /** Sitemap files read in all, indexes included. */
  maxSitemaps: number;
  timeBudgetMs: number;
  /** Sitemap indexes followed inside indexes; default 3. */
  maxSitemapNesting?: number;
  /** Entries kept in `skipped`; the rest are only counted. Default 500. */
  maxSkippedListed?: number;
  /** Per request; default 15 s, never past the time budget left. */
  requestTimeoutMs?: number;
  /** Bytes read per HTML page; default 5 MB. */
  maxPageBytes?: number;
}

export interface DiscoveryProgress {
  pages: number;
  queued: number;
  skipped: number;
  urlsSeen: number;
}

export interface DiscoveryInput {
  startUrl: string;
  /** Only addresses whose path starts with it (on a segment boundary); default '/'. */
  pathPrefix?: string;
  limits: DiscoveryLimits;
  /** Follow links marked rel=nofollow; default true (they are the site's own pages). */
  followNofollow?: boolean;
  onProgress?: (counts: DiscoveryProgress) => void;
}

export interface DiscoveryDeps {
  outbound: SafeOutboundPort;
  now?: () => number;
  /** Pauses between requests for robots.txt's crawl-delay; replaceable so specs need not sleep. */
  wait?: (ms: number) => Promise<void>;
}

export type SitemapNoteKind =
  | 'read'
  | 'not-found'
  | 'http-error'
  | 'fetch-failed'
  | 'too-large'
  | 'invalid-xml'
  | 'not-a-sitemap'
  | 'refused-address'
  | 'too-deep'
  | 'sitemap-cap'
  | 'url-cap'
  | 'time';

export interface SitemapNote {
  url: string;
  kind: SitemapNoteKind;
  status?: number;
  /** For 'read': the page entries (urlset) or child sitemaps (index) it listed; for 'url-cap': entries not taken. */
  entries?: number;
  /** The parser's or the network's own words, for the report's details. */
  detail?: string;
}

export interface RobotsSummary {
  /** A robots.txt was answered (2xx). */
  found: boolean;
  status?: number;
  /** The delay kept between requests: the file's Crawl-delay for OtimizaBot, capped. */
  crawlDelaySeconds: number;
  /** What the file asked for, when it asked for more than the cap. */
  requestedCrawlDelaySeconds?: number;
  sitemaps: string[];
  /** Read as allow-all because the server failed (5xx) or did not answer. */
  problem?: 'server-error' | 'fetch-failed';
}

export type StopReason = 'complete' | 'page-cap' | 'time';

export interface DiscoveryResult {
  /** The site's origin after the start address's redirects (http → https, www). */
  origin: string;
  pathPrefix: string;
  pages: DiscoveredPage[];
  skipped: SkippedAddress[];
  /** Skipped entries counted but not listed (the list is bounded). */
  skippedNotListed: number;
  skippedByReason: Partial<Record<SkipReason, number>>;
  sitemapNotes: SitemapNote[];
  robots: RobotsSummary;
  /** Addresses known but not visited because the page cap or the time budget ended the run. */
  leftOut: number;
  stoppedBy: StopReason;
  /** Distinct same-origin addresses known (the measure `maxUrlsDiscovered` bounds). */
  urlsSeen: number;
}
