import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loopbackSafeOutbound, RecordingOutbound, serveSite, sitemapIndex, urlset, type SiteRoutes, type TestSite } from './discovery-test-site.js';
import { readSitemaps, sitemapRoots, type SitemapLimits } from './sitemaps.js';

const limits: SitemapLimits = { maxSitemapBytes: 4_096, maxSitemaps: 10, maxNesting: 3, maxEntries: 1_000 };

describe('readSitemaps', () => {
  let real: Awaited<ReturnType<typeof loopbackSafeOutbound>>;
  let outbound: RecordingOutbound;
  let site: TestSite;

  beforeAll(async () => {
    real = await loopbackSafeOutbound();
  });
  afterEach(async () => {
    await site?.close();
  });
  afterAll(async () => {
    await real.onApplicationShutdown();
  });

  /** Serves these routes (built with the site's origin) and reads sitemaps from the roots (paths are on that site). */
  async function read(build: (origin: string) => SiteRoutes, roots: string[], readLimits: SitemapLimits = limits, beforeRequest = async () => true) {
    site = await serveSite(build);
    outbound = new RecordingOutbound(real);
    return readSitemaps(
      roots.map((root) => (root.startsWith('/') ? `${site.origin}${root}` : root)),
      { outbound, beforeRequest, timeoutMs: () => 5_000 },
      readLimits,
    );
  }

  it('follows a sitemap index to a gzipped child, known by its magic bytes, and a plain one', async () => {
    const reading = await read(
      (origin) => ({
        '/sitemap-index.xml': { type: 'application/xml', body: sitemapIndex([`${origin}/produtos.xml.gz`, `${origin}/blog.xml`]) },
        // Named .xml.gz but sent as text/xml, as misconfigured servers do: the bytes decide.
        '/produtos.xml.gz': { type: 'text/xml', body: gzipSync(urlset([`${origin}/produtos/camisa`, `${origin}/produtos/meia?utm_source=x`])) },
        '/blog.xml': { type: 'application/xml', body: urlset([`${origin}/blog/post-1`, `${origin}/produtos/camisa`]) },
      }),
      ['/sitemap-index.xml'],
    );
    expect(reading.entries).toEqual([`${site.origin}/produtos/camisa`, `${site.origin}/produtos/meia`, `${site.origin}/blog/post-1`]);
    expect(reading.notes).toEqual([
      { url: `${site.origin}/sitemap-index.xml`, kind: 'read', entries: 2 },
      { url: `${site.origin}/produtos.xml.gz`, kind: 'read', entries: 2 },
      { url: `${site.origin}/blog.xml`, kind: 'read', entries: 2 },
    ]);
  });

  it('notes an oversized sitemap, a gzip bomb, broken gzip and invalid XML, and reads the others', async () => {
    const big = urlset(Array.from({ length: 200 }, (_, i) => `http://127.0.0.1/pagina-${i}`));
    const reading = await read(
      (origin) => ({
        '/sitemap-index.xml': sitemapIndex([
          `${origin}/grande.xml`,
          `${origin}/bomba.xml.gz`,
          `${origin}/corrompido.xml.gz`,
          `${origin}/quebrado.xml`,
          `${origin}/bom.xml`,
        ]),
        '/corrompido.xml.gz': { type: 'application/gzip', body: Buffer.from([0x1f, 0x8b, 0x01, 0x02, 0x03]) },
        '/grande.xml': { type: 'application/xml', body: big },
        '/bomba.xml.gz': { type: 'application/gzip', body: gzipSync(big) },
        '/quebrado.xml': { type: 'application/xml', body: `<urlset><url><loc>${origin}/a</url></urlset>` },
        '/bom.xml': { type: 'application/xml', body: urlset([`${origin}/contato`]) },
      }),
      ['/sitemap-index.xml'],
    );
    expect(big.length).toBeGreaterThan(limits.maxSitemapBytes);
    expect(gzipSync(big).length).toBeLessThan(limits.maxSitemapBytes);
    expect(reading.entries).toEqual([`${site.origin}/contato`]);
    expect(reading.notes.map(({ url, kind }) => [url.replace(site.origin, ''), kind])).toEqual([
      ['/sitemap-index.xml', 'read'],
      ['/grande.xml', 'too-large'],
      ['/bomba.xml.gz', 'too-large'],
      ['/corrompido.xml.gz', 'invalid-xml'],
      ['/quebrado.xml', 'invalid-xml'],
      ['/bom.xml', 'read'],
    ]);
    expect(reading.notes.filter((note) => note.kind === 'invalid-xml').map((note) => note.detail)).toEqual([
      expect.stringMatching(/^gzip: /),
      expect.stringMatching(/closing tag/),
    ]);
  });

  it('notes a missing /sitemap.xml, an HTML page or a feed where a sitemap should be, and a server error', async () => {
    const reading = await read(
      () => ({
        '/mapa': '<!doctype html><html><body>Mapa do site</body></html>',
        '/feed.xml': { type: 'application/rss+xml', body: '<?xml version="1.0"?><rss version="2.0"><channel><title>Blog</title></channel></rss>' },
        '/erro.xml': { status: 500, body: 'erro' },
      }),
      ['/sitemap.xml', '/mapa', '/feed.xml', '/erro.xml'],
    );
    expect(reading.entries).toEqual([]);
    expect(reading.notes.map(({ kind, status }) => [kind, status])).toEqual([
      ['not-found', 404],
      ['invalid-xml', undefined],
      ['not-a-sitemap', undefined],
      ['http-error', 500],
    ]);
  });

  it('refuses a sitemap on a private or metadata address without fetching it', async () => {
    const reading = await read(() => ({}), ['http://10.0.0.7/sitemap.xml', 'http://169.254.169.254/latest/meta-data/']);
    expect(reading.notes.map(({ kind }) => kind)).toEqual(['refused-address', 'refused-address']);
    expect(outbound.fetched).toEqual([]);
  });

  it('follows indexes inside indexes only to the nesting allowed', async () => {
    const nested = await read(
      (origin) => ({
        '/nivel-0.xml': sitemapIndex([`${origin}/nivel-1.xml`]),
        '/nivel-1.xml': sitemapIndex([`${origin}/nivel-2.xml`]),
        '/nivel-2.xml': urlset([`${origin}/fundo`]),
      }),
      ['/nivel-0.xml'],
      { ...limits, maxNesting: 1 },
    );
    expect(nested.notes.map(({ url, kind, entries }) => [url.replace(site.origin, ''), kind, entries])).toEqual([
      ['/nivel-0.xml', 'read', 1],
      ['/nivel-1.xml', 'read', 1],
      ['/nivel-1.xml', 'too-deep', 1],
    ]);
    expect(site.requests).not.toContain('/nivel-2.xml');
  });

  it('bounds the number of sitemaps read and the entries kept', async () => {
    const many = await read(
      (origin) => ({
        '/indice.xml': sitemapIndex(Array.from({ length: 5 }, (_, i) => `${origin}/parte-${i}.xml`)),
        '/parte-0.xml': urlset([`${origin}/a`, `${origin}/b`, `${origin}/c`]),
        '/parte-1.xml': urlset([`${origin}/d`, `${origin}/e`]),
      }),
      ['/indice.xml'],
      { ...limits, maxSitemaps: 3, maxEntries: 4 },
    );
    expect(many.entries).toEqual([`${site.origin}/a`, `${site.origin}/b`, `${site.origin}/c`, `${site.origin}/d`]);
    expect(many.notes.map(({ url, kind, entries }) => [url.replace(site.origin, ''), kind, entries])).toEqual([
      ['/indice.xml', 'read', 5],
      ['/indice.xml', 'sitemap-cap', 3],
      ['/parte-0.xml', 'read', 3],
      ['/parte-1.xml', 'read', 2],
      ['/parte-1.xml', 'url-cap', 1],
    ]);
  });

  it('stops when the time budget is spent, noting what was not read', async () => {
    let allowed = 1;
    const reading = await read(
      (origin) => ({ '/indice.xml': sitemapIndex([`${origin}/a.xml`, `${origin}/b.xml`]) }),
      ['/indice.xml'],
      limits,
      async () => allowed-- > 0,
    );
    expect(reading.notes.map(({ url, kind }) => [url.replace(site.origin, ''), kind])).toEqual([
      ['/indice.xml', 'read'],
      ['/a.xml', 'time'],
      ['/b.xml', 'time'],
    ]);
  });
});

describe('sitemapRoots', () => {
  it('takes the sitemaps robots.txt names, else /sitemap.xml', () => {
    expect(sitemapRoots('https://exemplo.com', ['https://exemplo.com/s1.xml', 'https://exemplo.com/s1.xml#x', '/s2.xml'])).toEqual([
      'https://exemplo.com/s1.xml',
      'https://exemplo.com/s2.xml',
    ]);
    expect(sitemapRoots('https://exemplo.com', [])).toEqual(['https://exemplo.com/sitemap.xml']);
  });
});
