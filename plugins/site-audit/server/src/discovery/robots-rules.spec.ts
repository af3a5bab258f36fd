import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackSafeOutbound, serveSite, type SiteAnswer, type TestSite } from './discovery-test-site.js';
import { loadRobotsRules, maxCrawlDelaySeconds, parseRobotsRules } from './robots-rules.js';

describe('loadRobotsRules', () => {
  let outbound: Awaited<ReturnType<typeof loopbackSafeOutbound>>;
  let robotsAnswer: SiteAnswer;
  let site: TestSite;

  beforeAll(async () => {
    outbound = await loopbackSafeOutbound();
    site = await serveSite(() => ({ '/robots.txt': () => robotsAnswer }));
  });
  afterAll(async () => {
    await site.close();
    await outbound.onApplicationShutdown();
  });

  it("reads OtimizaBot's group: disallowed folders, crawl-delay and the sitemaps named", async () => {
    robotsAnswer = {
      type: 'text/plain',
      body: [
        'User-agent: *',
        'Disallow: /',
        '',
        'User-agent: OtimizaBot',
        'Disallow: /admin/',
        'Allow: /admin/ajuda',
        'Crawl-delay: 2',
        '',
        `Sitemap: ${site.origin}/sitemap-index.xml`,
      ].join('\n'),
    };
    const rules = await loadRobotsRules(site.origin, outbound, 5_000);
    expect(rules.summary).toEqual({ found: true, status: 200, crawlDelaySeconds: 2, sitemaps: [`${site.origin}/sitemap-index.xml`] });
    expect(rules.isAllowed(`${site.origin}/produtos`)).toBe(true);
    expect(rules.isAllowed(`${site.origin}/admin/usuarios`)).toBe(false);
    expect(rules.isAllowed(`${site.origin}/admin/ajuda`)).toBe(true);
    expect(rules.isAllowed('https://outro-site.example/admin/')).toBe(true);
  });

  it('allows everything when robots.txt is missing', async () => {
    robotsAnswer = { status: 404, type: 'text/plain', body: 'not found' };
    const rules = await loadRobotsRules(site.origin, outbound, 5_000);
    expect(rules.summary).toEqual({ found: false, status: 404, crawlDelaySeconds: 0, sitemaps: [] });
    expect(rules.isAllowed(`${site.origin}/admin/`)).toBe(true);
  });

  it('allows everything on a server error, and says so', async () => {
    robotsAnswer = { status: 503, type: 'text/plain', body: 'maintenance' };
    const rules = await loadRobotsRules(site.origin, outbound, 5_000);
    expect(rules.summary).toEqual({ found: false, status: 503, crawlDelaySeconds: 0, sitemaps: [], problem: 'server-error' });
    expect(rules.isAllowed(`${site.origin}/qualquer`)).toBe(true);
  });

  it('allows everything when nothing answers, and says so', async () => {
    robotsAnswer = { drop: true };
    const rules = await loadRobotsRules(site.origin, outbound, 5_000);
    expect(rules.summary).toEqual({ found: false, crawlDelaySeconds: 0, sitemaps: [], problem: 'fetch-failed' });
    expect(rules.isAllowed(`${site.origin}/x`)).toBe(true);
  });

  it('throws the outbound refusal for a private origin', async () => {
    await expect(loadRobotsRules('http://10.0.0.7', outbound, 5_000)).rejects.toMatchObject({ type: 'INVALID_URL' });
  });
});

describe('parseRobotsRules', () => {
  it('caps a crawl-delay past the sane maximum and keeps what was asked', () => {
    const rules = parseRobotsRules('https://exemplo.com/robots.txt', 'User-agent: *\nCrawl-delay: 120\n', 200);
    expect(rules.summary.crawlDelaySeconds).toBe(maxCrawlDelaySeconds);
    expect(rules.summary.requestedCrawlDelaySeconds).toBe(120);
  });

  it('falls back to the * group when OtimizaBot has none', () => {
    const rules = parseRobotsRules('https://exemplo.com/robots.txt', 'User-agent: Googlebot\nDisallow: /\n\nUser-agent: *\nDisallow: /privado\n', 200);
    expect(rules.isAllowed('https://exemplo.com/privado/x')).toBe(false);
    expect(rules.isAllowed('https://exemplo.com/publico')).toBe(true);
    expect(rules.summary.crawlDelaySeconds).toBe(0);
  });
});
