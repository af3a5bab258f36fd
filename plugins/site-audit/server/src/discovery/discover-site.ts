import type { SafeOutboundPort } from '@otimiza/sdk/server';
import { AddressBook } from './address-book.js';
import { AddressGuard } from './address-guard.js';
import type {
  DiscoveredPage,
  DiscoveryDeps,
  DiscoveryInput,
  DiscoveryLimits,
  DiscoveryResult,
  FoundIn,
  SitemapNote,
  SkippedAddress,
  StopReason,
} from './discovery-types.js';
import { normalizePathPrefix, normalizeUrl, upgradedToOrigin, withinScope } from './normalize-url.js';
import { extractPageLinks, hasNonHtmlExtension, type PageLinks } from './page-links.js';
import { fetchPage, type PageAnswer } from './page-fetch.js';
import { RequestPacer } from './request-pacer.js';
import { loadRobotsRules, type RobotsRules } from './robots-rules.js';
import { readSitemaps, sitemapRoots } from './sitemaps.js';
import { SkipLog } from './skip-log.js';

const defaultLimits = { maxSitemapNesting: 3, maxSkippedListed: 500, requestTimeoutMs: 15_000, maxPageBytes: 5 * 1024 * 1024 };
/** No request gets less than this, even at the end of the time budget: a shorter one could not be answered. */
const minRequestTimeoutMs = 1_000;

interface QueuedPage {
  url: string;
  depth: number;
  foundIn: FoundIn;
}

/**
 * The pages of a site, as an agency's monthly audit needs them: robots.txt read, its sitemaps (or
 * /sitemap.xml) read, then a breadth-first crawl from the start address and the sitemap entries
 * over same-origin HTML pages within the path prefix. Every address found is checked by the
 * safe-outbound policy before it is fetched or listed; crawler traps are bounded (depth, query
 * variants per path, URLs known, bytes per sitemap, time) and the page cap stops the run.
 *
 * A single bad page, sitemap or robots.txt is reported, never thrown; a start address that is
 * refused or cannot be fetched throws the outbound ApiError.
 */
export async function discoverSite(input: DiscoveryInput, deps: DiscoveryDeps): Promise<DiscoveryResult> {
  return new SiteDiscovery(input, deps).run();
}

class SiteDiscovery {
  private readonly outbound: SafeOutboundPort;
  private readonly limits: Required<DiscoveryLimits>;
  private readonly pathPrefix: string;
  private readonly pacer: RequestPacer;
  private readonly guard: AddressGuard;
  private readonly book: AddressBook;
  private readonly skips: SkipLog;
  private readonly pages: DiscoveredPage[] = [];
  private queue: QueuedPage[] = [];
  private origin = '';
  private robots: RobotsRules | null = null;
  private sitemapNotes: SitemapNote[] = [];
  private leftOut = 0;

  constructor(
    private readonly input: DiscoveryInput,
    deps: DiscoveryDeps,
  ) {
    this.outbound = deps.outbound;
    this.limits = { ...defaultLimits, ...input.limits };
    this.pathPrefix = normalizePathPrefix(input.pathPrefix);
    this.pacer = new RequestPacer(this.limits.timeBudgetMs, {
      now: deps.now ?? Date.now,
      wait: deps.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    });
    this.guard = new AddressGuard(deps.outbound);
    this.book = new AddressBook(this.limits.maxUrlsDiscovered, this.limits.maxVariantsPerPath);
    this.skips = new SkipLog(this.limits.maxSkippedListed);
  }

  async run(): Promise<DiscoveryResult> {
    const checked = await this.outbound.assertAllowed(this.input.startUrl.trim());
    const start = normalizeUrl(checked.toString()) ?? checked.toString();
    this.origin = new URL(start).origin;
    await this.loadRobots();
    const startLinks = await this.visitStart(start);
    this.reportProgress();
    await this.readSitemaps();
    if (startLinks) await this.considerLinks(startLinks, 1);
    this.reportProgress();
    const stoppedBy = await this.crawl();
    this.reportProgress();
    return {
      origin: this.origin,
      pathPrefix: this.pathPrefix,
      pages: this.pages,
      skipped: this.skips.listed,
      skippedNotListed: this.skips.notListed,
      skippedByReason: this.skips.byReason,
      sitemapNotes: this.sitemapNotes,
      robots: this.rules.summary,
      leftOut: this.leftOut,
      stoppedBy,
      urlsSeen: this.book.size,
    };
  }

  private get rules(): RobotsRules {
    if (!this.robots) throw new Error('robots.txt is read before anything else');
    return this.robots;
  }

  private async loadRobots(): Promise<void> {
    await this.pacer.next({ evenPastBudget: true });
    this.robots = await loadRobotsRules(this.origin, this.outbound, this.limits.requestTimeoutMs);
    this.pacer.setCrawlDelaySeconds(this.robots.summary.crawlDelaySeconds);
  }

  /** The start address is fetched even past the time budget; where it lands (http → https, www) is the site's origin. */
  private async visitStart(start: string): Promise<PageLinks | null> {
    this.book.admit(start, { state: 'queued' });
    if (!this.rules.isAllowed(start)) {
      this.skip({ url: start, reason: 'robots' });
      return null;
    }
    await this.pacer.next({ evenPastBudget: true });
    const answer = await fetchPage(start, this.outbound, {
      maxBytes: this.limits.maxPageBytes,
      timeoutMs: this.limits.requestTimeoutMs,
      followOffOrigin: true,
    });
    if (answer.kind === 'failed') throw answer.error;
    const landedOn = new URL(answer.finalUrl).origin;
    if (landedOn !== this.origin) {
      this.origin = landedOn;
      await this.loadRobots();
    }
    return this.takePage({ url: start, depth: 0, foundIn: 'start' }, answer);
  }

  private async readSitemaps(): Promise<void> {
    const reading = await readSitemaps(
      sitemapRoots(this.origin, this.rules.summary.sitemaps),
      { outbound: this.outbound, beforeRequest: () => this.pacer.next(), timeoutMs: () => this.requestTimeoutMs() },
      {
        maxSitemapBytes: this.limits.maxSitemapBytes,
        maxSitemaps: this.limits.maxSitemaps,
        maxNesting: this.limits.maxSitemapNesting,
        maxEntries: this.limits.maxUrlsDiscovered,
      },
    );
    this.sitemapNotes = reading.notes;
    for (const entry of reading.entries) await this.consider(entry, 0, 'sitemap');
  }

  private async crawl(): Promise<StopReason> {
    while (this.queue.length > 0) {
      if (this.pages.length >= this.limits.maxPages) return this.leaveOut('page-cap');
      if (!(await this.pacer.next())) return this.leaveOut('time');
      const item = this.queue.shift()!;
      const answer = await fetchPage(item.url, this.outbound, { maxBytes: this.limits.maxPageBytes, timeoutMs: this.requestTimeoutMs() });
      const links = this.takePage(item, answer);
      if (links) await this.considerLinks(links, item.depth + 1);
      this.reportProgress();
    }
    return 'complete';
  }

  /** What a fetched address turned out to be: a page (its links returned), or a reason to leave it aside. */
  private takePage(item: QueuedPage, answer: PageAnswer): PageLinks | null {
    if (answer.kind === 'failed') {
      this.skip({ url: item.url, reason: answer.error.type === 'INVALID_URL' ? 'refused-address' : 'fetch-failed' });
      return null;
    }
    const url = answer.finalUrl;
    const redirect = url === item.url ? {} : { redirectedTo: url };
    const place = this.placeOf(url);
    if (place === 'off-origin') {
      this.skip({ url: item.url, reason: 'off-origin', ...redirect });
      return null;
    }
    if (url !== item.url) {
      const known = this.book.pageFor(url);
      if (known) {
        this.skip({ url: item.url, reason: 'duplicate', sameAs: known, ...redirect });
        return null;
      }
      this.book.set(item.url, { state: 'alias', of: url });
      if (!this.rules.isAllowed(url)) {
        this.skip({ url: item.url, reason: 'robots', ...redirect });
        return null;
      }
    }
    if (answer.kind !== 'html') {
      this.skip({ url: item.url, reason: answer.kind, status: answer.status, ...redirect });
      this.book.set(url, { state: 'skipped' });
      return null;
    }
    const links = extractPageLinks(answer.html, url, { followNofollow: this.input.followNofollow ?? true });
    // Fetched all the same (the start address, or a redirect): its links are the site's.
    if (place === 'outside-prefix') {
      this.skip({ url: item.url, reason: 'outside-prefix', ...redirect });
      return links;
    }
    const canonicalPage = links.canonical && links.canonical !== url ? this.book.pageFor(links.canonical) : null;
    if (canonicalPage && canonicalPage !== url) {
      // A filtered or paged view of a page already known: one page, but its links still lead on.
      this.skip({ url: item.url, reason: 'duplicate', sameAs: canonicalPage, ...redirect });
      this.book.set(url, { state: 'alias', of: canonicalPage });
      return links;
    }
    if (this.pages.length >= this.limits.maxPages) {
      this.skip({ url: item.url, reason: 'page-cap' });
      this.leftOut += 1;
      return null;
    }
    if (links.canonical && !this.book.get(links.canonical)) this.book.set(links.canonical, { state: 'alias', of: url });
    this.book.set(url, { state: 'page' });
    this.pages.push({ url, depth: item.depth, foundIn: item.foundIn, status: answer.status, ...(links.title ? { title: links.title } : {}) });
    return links;
  }

  private async considerLinks(links: PageLinks, depth: number): Promise<void> {
    for (const address of [...links.pageLinks, ...links.files, ...links.offOrigin]) await this.consider(address, depth, 'link');
  }

  /** One newly met address: checked by the outbound policy, then by scope, trap limits and robots.txt, then queued. */
  private async consider(found: string, depth: number, foundIn: FoundIn): Promise<void> {
    const address = upgradedToOrigin(found, this.origin);
    if (this.book.seen(address)) return;
    if ((await this.guard.check(address)) === 'refused') {
      this.book.noteElsewhere(address);
      this.skip({ url: address, reason: 'refused-address' });
      return;
    }
    const place = this.placeOf(address);
    if (place) {
      this.book.noteElsewhere(address);
      this.skip({ url: address, reason: place });
      return;
    }
    const admission = this.book.admit(address, { state: 'skipped' });
    if (admission !== 'admitted') {
      this.skip({ url: address, reason: admission });
      return;
    }
    const reason = hasNonHtmlExtension(address) ? 'not-html' : !this.rules.isAllowed(address) ? 'robots' : depth > this.limits.maxDepth ? 'depth' : null;
    if (reason) {
      this.skip({ url: address, reason });
      return;
    }
    this.book.set(address, { state: 'queued' });
    this.queue.push({ url: address, depth, foundIn });
  }

  private placeOf(address: string): 'off-origin' | 'outside-prefix' | null {
    const url = new URL(address);
    if (url.origin !== this.origin) return 'off-origin';
    return withinScope(url, this.origin, this.pathPrefix) ? null : 'outside-prefix';
  }

  private leaveOut(reason: 'page-cap' | 'time'): StopReason {
    for (const item of this.queue) this.skip({ url: item.url, reason });
    this.leftOut += this.queue.length;
    this.queue = [];
    return reason;
  }

  private skip(entry: SkippedAddress): void {
    this.skips.add(entry);
    if (this.book.get(entry.url)?.state === 'queued') this.book.set(entry.url, { state: 'skipped' });
  }

  private requestTimeoutMs(): number {
    return Math.max(minRequestTimeoutMs, Math.min(this.limits.requestTimeoutMs, this.pacer.timeLeftMs()));
  }

  private reportProgress(): void {
    this.input.onProgress?.({ pages: this.pages.length, queued: this.queue.length, skipped: this.skips.total, urlsSeen: this.book.size });
  }
}
