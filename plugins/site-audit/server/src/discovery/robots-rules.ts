import { createRequire } from 'node:module';
import { ApiError, type SafeOutboundPort } from '@otimiza/sdk/server';
import type { RobotsSummary } from './discovery-types.js';

// CommonJS (module.exports = the function) whose declarations say `export default`: loaded with require so the
// call is typed as it runs under NodeNext.
const robotsParser = createRequire(import.meta.url)('robots-parser') as typeof import('robots-parser').default;

export const crawlerUserAgent = 'OtimizaBot';
/** A site asking for more waits this long: a minute between pages would make a 100-page run last hours. */
export const maxCrawlDelaySeconds = 10;
/** Google reads the first 500 KiB of a robots.txt; a larger answer is not a robots.txt anyone maintains. */
const maxRobotsBytes = 500 * 1024;

export interface RobotsRules {
  summary: RobotsSummary;
  /** Whether OtimizaBot may fetch the address; addresses on another origin are not this file's business (true). */
  isAllowed(url: string): boolean;
}

/** Rules read from a robots.txt's text, for OtimizaBot (or the `*` group when it has none of its own). */
export function parseRobotsRules(robotsUrl: string, text: string, status: number): RobotsRules {
  const robots = robotsParser(robotsUrl, text);
  const requested = robots.getCrawlDelay(crawlerUserAgent);
  const delay = typeof requested === 'number' && Number.isFinite(requested) && requested > 0 ? requested : 0;
  return {
    summary: {
      found: true,
      status,
      crawlDelaySeconds: Math.min(delay, maxCrawlDelaySeconds),
      ...(delay > maxCrawlDelaySeconds ? { requestedCrawlDelaySeconds: delay } : {}),
      sitemaps: robots.getSitemaps(),
    },
    isAllowed: (url) => robots.isAllowed(url, crawlerUserAgent) !== false,
  };
}

function allowAll(summary: Omit<RobotsSummary, 'crawlDelaySeconds' | 'sitemaps'>): RobotsRules {
  return { summary: { ...summary, crawlDelaySeconds: 0, sitemaps: [] }, isAllowed: () => true };
}

/**
 * Fetches `<origin>/robots.txt`. A missing file or a 4xx allows everything (as for every crawler); a 5xx
 * or no answer is also read as allow-all, so one broken file does not stop an audit, and is noted.
 * A refused address throws the outbound ApiError (the origin itself is refused).
 */
export async function loadRobotsRules(origin: string, outbound: SafeOutboundPort, timeoutMs: number): Promise<RobotsRules> {
  const robotsUrl = new URL('/robots.txt', origin).toString();
  let response;
  try {
    response = await outbound.fetch(robotsUrl, { maxBytes: maxRobotsBytes, timeoutMs, headers: { accept: 'text/plain,*/*;q=0.5' } });
  } catch (error) {
    if (error instanceof ApiError && error.type === 'INVALID_URL') throw error;
    return allowAll({ found: false, problem: 'fetch-failed' });
  }
  if (response.status >= 500) return allowAll({ found: false, status: response.status, problem: 'server-error' });
  if (response.status >= 300) return allowAll({ found: false, status: response.status });
  // Rules bind to the origin that was asked, also when its robots.txt redirected (http → https), as crawlers read them.
  return parseRobotsRules(robotsUrl, response.body.toString('utf8'), response.status);
}
