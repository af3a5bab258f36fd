import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { discoverSite } from './discover-site.js';
import type { DiscoveryLimits, DiscoveryProgress, DiscoveryResult } from './discovery-types.js';
import { loopbackSafeOutbound, page, RecordingOutbound, serveSite, sitemapIndex, urlset, type SiteRoutes, type TestSite } from './discovery-test-site.js';

const limits: DiscoveryLimits = {
  maxPages: 100,
  maxUrlsDiscovered: 2_000,
  maxDepth: 5,
  maxVariantsPerPath: 3,
  maxSitemapBytes: 50_000,
  maxSitemaps: 10,
  timeBudgetMs: 60_000,
};

describe('discoverSite', () => {
  let real: Awaited<ReturnType<typeof loopbackSafeOutbound>>;
  let outbound: RecordingOutbound;
  const sites: TestSite[] = [];
  /** Requests and crawl-delay waits, in the order they happened. */
  let events: string[] = [];

  beforeAll(async () => {
    real = await loopbackSafeOutbound();
  });
  afterEach(async () => {
    await Promise.all(sites.splice(0).map((site) => site.close()));
    events = [];
  });
  afterAll(async () => {
    await real.onApplicationShutdown();
  });

  async function site(build: (origin: string) => SiteRoutes): Promise<TestSite> {
    const served = await serveSite(build, (path) => events.push(path));
    sites.push(served);
    return served;
  }

  async function discover(start: string, overrides: Partial<DiscoveryLimits> = {}, options: { now?: () => number; pathPrefix?: string } = {}) {
    outbound = new RecordingOutbound(real);
    const progress: DiscoveryProgress[] = [];
    const result = await discoverSite(
      {
        startUrl: start,
        limits: { ...limits, ...overrides },
        onProgress: (counts) => progress.push(counts),
        ...(options.pathPrefix ? { pathPrefix: options.pathPrefix } : {}),
      },
      {
        outbound,
        wait: async (ms) => {
          events.push(`wait ${ms}`);
        },
        ...(options.now ? { now: options.now } : {}),
      },
    );
    return { result, progress };
  }

  const paths = (result: DiscoveryResult, origin: string) => result.pages.map((found) => found.url.replace(origin, ''));
  const skippedFor = (result: DiscoveryResult, reason: string, origin: string) =>
    result.skipped.filter((entry) => entry.reason === reason).map((entry) => entry.url.replace(origin, ''));

  it("honours robots.txt's disallow and asks `wait` for its crawl-delay before every request", async () => {
    const loja = await site(() => ({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /privado/\nCrawl-delay: 3\n' },
      '/': page('Início', ['/sobre', '/privado/area']),
      '/sobre': page('Sobre', ['/privado/outra']),
    }));
    // A clock that stands still: every request owes the whole delay.
    const { result } = await discover(`${loja.origin}/`, {}, { now: () => 0 });
    expect(paths(result, loja.origin)).toEqual(['/', '/sobre']);
    expect(skippedFor(result, 'robots', loja.origin)).toEqual(['/privado/area', '/privado/outra']);
    expect(result.robots).toMatchObject({ found: true, crawlDelaySeconds: 3 });
    expect(events).toEqual(['/robots.txt', 'wait 3000', '/', 'wait 3000', '/sitemap.xml', 'wait 3000', '/sobre']);
    expect(result.stoppedBy).toBe('complete');
  });

  it('reads a sitemap index with a gzipped child sitemap and crawls its entries', async () => {
    const loja = await site((origin) => ({
      '/robots.txt': { type: 'text/plain', body: `User-agent: *\nAllow: /\nSitemap: ${origin}/sitemap-index.xml\n` },
      '/sitemap-index.xml': { type: 'application/xml', body: sitemapIndex([`${origin}/sitemap-produtos.xml.gz`]) },
      '/sitemap-produtos.xml.gz': { type: 'application/x-gzip', body: gzipSync(urlset([`${origin}/produtos/camisa`, `${origin}/produtos/meia`])) },
      '/': page('Início', ['/contato']),
      '/contato': page('Contato'),
      '/produtos/camisa': page('Camisa'),
      '/produtos/meia': page('Meia'),
    }));
    const { result } = await discover(loja.origin);
    expect(result.pages.map(({ url, depth, foundIn, title, status }) => [url.replace(loja.origin, ''), depth, foundIn, title, status])).toEqual([
      ['/', 0, 'start', 'Início', 200],
      ['/produtos/camisa', 0, 'sitemap', 'Camisa', 200],
      ['/produtos/meia', 0, 'sitemap', 'Meia', 200],
      ['/contato', 1, 'link', 'Contato', 200],
    ]);
    expect(result.sitemapNotes.map(({ url, kind, entries }) => [url.replace(loja.origin, ''), kind, entries])).toEqual([
      ['/sitemap-index.xml', 'read', 1],
      ['/sitemap-produtos.xml.gz', 'read', 2],
    ]);
    expect(events).not.toContain('/sitemap.xml');
  });

  it('notes an oversized sitemap and invalid XML, and crawls on', async () => {
    const loja = await site((origin) => ({
      '/sitemap.xml': sitemapIndex([`${origin}/grande.xml`, `${origin}/quebrado.xml`]),
      '/grande.xml': { type: 'application/xml', body: urlset(Array.from({ length: 100 }, (_, i) => `${origin}/pagina-${i}`)) },
      '/quebrado.xml': { type: 'application/xml', body: '<urlset><url><loc>/a</loc></urlset>' },
      '/': page('Início', ['/sobre']),
      '/sobre': page('Sobre'),
    }));
    const { result } = await discover(loja.origin, { maxSitemapBytes: 2_000 });
    expect(result.sitemapNotes.map(({ url, kind }) => [url.replace(loja.origin, ''), kind])).toEqual([
      ['/sitemap.xml', 'read'],
      ['/grande.xml', 'too-large'],
      ['/quebrado.xml', 'invalid-xml'],
    ]);
    expect(paths(result, loja.origin)).toEqual(['/', '/sobre']);
  });

  it('refuses private and metadata addresses listed in a sitemap, and never fetches them', async () => {
    const loja = await site((origin) => ({
      '/sitemap.xml': urlset(['http://10.0.0.7/x', 'http://169.254.169.254/', `${origin}/servicos`]),
      '/': page('Início'),
      '/servicos': page('Serviços', ['http://192.168.0.1/admin']),
    }));
    const { result } = await discover(loja.origin);
    expect(paths(result, loja.origin)).toEqual(['/', '/servicos']);
    expect(skippedFor(result, 'refused-address', loja.origin)).toEqual(['http://10.0.0.7/x', 'http://169.254.169.254/', 'http://192.168.0.1/admin']);
    expect(outbound.checked).toEqual(expect.arrayContaining(['http://10.0.0.7/x', 'http://169.254.169.254/', 'http://192.168.0.1/admin']));
    expect(outbound.fetched.filter((url) => !url.startsWith(loja.origin))).toEqual([]);
  });

  it('skips a link to another origin and a page that redirects off-origin, fetching neither target', async () => {
    const outro = await site(() => ({ '/pagina': page('Outro site'), '/destino': page('Destino') }));
    const loja = await site(() => ({
      '/': page('Início', [`${outro.origin}/pagina`, '/sai', '/fica']),
      '/sai': { status: 302, headers: { location: `${outro.origin}/destino` } },
      '/fica': { status: 301, headers: { location: '/ficou' } },
      '/ficou': page('Ficou'),
    }));
    const { result } = await discover(loja.origin);
    expect(paths(result, loja.origin)).toEqual(['/', '/ficou']);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { url: `${outro.origin}/pagina`, reason: 'off-origin' },
        { url: `${loja.origin}/sai`, reason: 'off-origin', redirectedTo: `${outro.origin}/destino` },
      ]),
    );
    expect(outro.requests).not.toContain('/pagina');
    // The redirect's target is another site's: not followed.
    expect(outro.requests).not.toContain('/destino');
  });

  it('bounds an endless calendar by the query variants of its path, and the crawl ends', async () => {
    const nextMonth = (month: string) => {
      const [year, number] = month.split('-').map(Number) as [number, number];
      return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
    };
    const loja = await site(() => ({
      '/': page('Início', ['/agenda?mes=2026-01']),
      '/agenda': (url) => {
        const month = url.searchParams.get('mes') ?? '2026-01';
        return page(`Agenda ${month}`, [`/agenda?mes=${nextMonth(month)}`]);
      },
    }));
    const { result } = await discover(loja.origin, { maxVariantsPerPath: 3 });
    expect(paths(result, loja.origin)).toEqual(['/', '/agenda?mes=2026-01', '/agenda?mes=2026-02', '/agenda?mes=2026-03']);
    expect(skippedFor(result, 'query-variants', loja.origin)).toEqual(['/agenda?mes=2026-04']);
    expect(loja.requests.filter((path) => path.startsWith('/agenda'))).toHaveLength(3);
    expect(result.stoppedBy).toBe('complete');
  });

  it('follows links only to the depth allowed', async () => {
    const loja = await site(() => ({
      '/': page('Início', ['/n1']),
      '/n1': page('1', ['/n2']),
      '/n2': page('2', ['/n3']),
      '/n3': page('3', ['/n4']),
      '/n4': page('4', ['/n5']),
    }));
    const { result } = await discover(loja.origin, { maxDepth: 2 });
    expect(result.pages.map(({ url, depth }) => [url.replace(loja.origin, ''), depth])).toEqual([
      ['/', 0],
      ['/n1', 1],
      ['/n2', 2],
    ]);
    expect(skippedFor(result, 'depth', loja.origin)).toEqual(['/n3']);
    expect(loja.requests).not.toContain('/n3');
  });

  it('stops taking addresses at the URL cap, listing only the first skipped ones', async () => {
    const links = Array.from({ length: 30 }, (_, i) => `/p${i}`);
    const loja = await site(() => Object.fromEntries([['/', page('Início', links)], ...links.map((link) => [link, page(link)])]));
    const { result } = await discover(loja.origin, { maxUrlsDiscovered: 10, maxSkippedListed: 5 });
    expect(result.urlsSeen).toBe(10);
    expect(result.pages).toHaveLength(10);
    expect(result.skippedByReason['url-cap']).toBe(21);
    expect(skippedFor(result, 'url-cap', loja.origin)).toEqual(['/p9', '/p10', '/p11', '/p12', '/p13']);
    expect(result.skippedNotListed).toBe(16);
  });

  it('collects no more pages than the page cap and counts those left out', async () => {
    const links = Array.from({ length: 20 }, (_, i) => `/produto-${i}`);
    const loja = await site(() => Object.fromEntries([['/', page('Início', links)], ...links.map((link) => [link, page(link)])]));
    const { result, progress } = await discover(loja.origin, { maxPages: 5 });
    expect(paths(result, loja.origin)).toEqual(['/', '/produto-0', '/produto-1', '/produto-2', '/produto-3']);
    expect(result.stoppedBy).toBe('page-cap');
    expect(result.leftOut).toBe(16);
    expect(result.skippedByReason['page-cap']).toBe(16);
    expect(loja.requests.filter((path) => path.startsWith('/produto'))).toHaveLength(4);
    expect(progress.at(-1)).toEqual({ pages: 5, queued: 0, skipped: 16, urlsSeen: 21 });
  });

  it('treats tracking parameters and fragments as the same page', async () => {
    const loja = await site(() => ({
      '/': page('Início', ['/sobre?utm_source=menu&utm_medium=site', '/sobre#equipe', '/sobre?fbclid=abc', '/SOBRE', '/sobre']),
      '/sobre': page('Sobre'),
      '/SOBRE': page('SOBRE'),
    }));
    const { result } = await discover(`${loja.origin}/#topo`);
    expect(paths(result, loja.origin)).toEqual(['/', '/sobre', '/SOBRE']);
    expect(loja.requests.filter((path) => path.toLowerCase().startsWith('/sobre'))).toEqual(['/sobre', '/SOBRE']);
  });

  it('folds a page into the known page its canonical link names, and still follows its links', async () => {
    const loja = await site((origin) => ({
      '/': page('Início', ['/produto', '/produto?cor=azul', '/antigo']),
      '/produto': page('Produto', [], `<link rel="canonical" href="${origin}/produto">`),
      '/produto?cor=azul': page('Produto azul', ['/produto/avaliacoes'], '<link rel="canonical" href="/produto">'),
      '/produto/avaliacoes': page('Avaliações'),
      '/antigo': page('Antigo', ['/novo'], '<link rel="canonical" href="/novo">'),
      '/novo': page('Novo'),
    }));
    const { result } = await discover(loja.origin);
    expect(paths(result, loja.origin)).toEqual(['/', '/produto', '/antigo', '/produto/avaliacoes']);
    expect(result.skipped).toContainEqual({ url: `${loja.origin}/produto?cor=azul`, reason: 'duplicate', sameAs: `${loja.origin}/produto` });
    // '/novo' is the address '/antigo' names as its own: the same page, not fetched twice.
    expect(loja.requests).not.toContain('/novo');
  });

  it('lists neither a PDF link, a PDF behind a page address, a 404 nor a dropped connection as pages', async () => {
    const loja = await site(() => ({
      '/': page('Início', ['/manual.pdf', '/catalogo', '/sumiu', '/cai', '/ok']),
      '/manual.pdf': { type: 'application/pdf', body: '%PDF-1.4' },
      '/catalogo': { type: 'application/pdf', body: '%PDF-1.4' },
      '/cai': { drop: true },
      '/ok': page('Ok'),
    }));
    const { result } = await discover(loja.origin);
    expect(paths(result, loja.origin)).toEqual(['/', '/ok']);
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { url: `${loja.origin}/manual.pdf`, reason: 'not-html' },
        { url: `${loja.origin}/catalogo`, reason: 'not-html', status: 200 },
        { url: `${loja.origin}/sumiu`, reason: 'http-error', status: 404 },
        { url: `${loja.origin}/cai`, reason: 'fetch-failed' },
      ]),
    );
    expect(loja.requests).not.toContain('/manual.pdf');
  });

  it('stops at the time budget and counts the addresses left out', async () => {
    const links = Array.from({ length: 10 }, (_, i) => `/pagina-${i}`);
    const loja = await site(() => Object.fromEntries([['/', page('Início', links)], ...links.map((link) => [link, page(link)])]));
    // Each request costs a second on this clock: robots.txt, '/', sitemap.xml, then pages until 4.5 s are spent.
    const { result } = await discover(loja.origin, { timeBudgetMs: 4_500 }, { now: () => loja.requests.length * 1_000 });
    expect(paths(result, loja.origin)).toEqual(['/', '/pagina-0', '/pagina-1']);
    expect(result.stoppedBy).toBe('time');
    expect(result.leftOut).toBe(8);
    expect(skippedFor(result, 'time', loja.origin)).toEqual(links.slice(2));
  });

  it('keeps to the path prefix, reading the start page for its links', async () => {
    const loja = await site(() => ({
      '/': page('Início', ['/blog', '/blog/post-1', '/blogueiros', '/loja']),
      '/blog': page('Blog', ['/blog/post-2']),
      '/blog/post-1': page('Post 1'),
      '/blog/post-2': page('Post 2'),
    }));
    const { result } = await discover(loja.origin, {}, { pathPrefix: '/blog' });
    expect(result.pathPrefix).toBe('/blog');
    expect(paths(result, loja.origin)).toEqual(['/blog', '/blog/post-1', '/blog/post-2']);
    expect(skippedFor(result, 'outside-prefix', loja.origin)).toEqual(['/', '/blogueiros', '/loja']);
  });

  it('follows the start address to where the site lives and reads that origin’s robots.txt', async () => {
    const novo = await site(() => ({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /rascunhos\n' },
      '/': page('Início', ['/rascunhos', '/sobre']),
      '/sobre': page('Sobre'),
    }));
    const antigo = await site(() => ({ '/': { status: 301, headers: { location: `${novo.origin}/` } } }));
    const { result } = await discover(antigo.origin);
    expect(result.origin).toBe(novo.origin);
    expect(result.pages.map(({ url }) => url)).toEqual([`${novo.origin}/`, `${novo.origin}/sobre`]);
    expect(skippedFor(result, 'robots', novo.origin)).toEqual(['/rascunhos']);
  });

  it('throws the outbound error for a start address that is refused or does not answer', async () => {
    await expect(discover('http://10.0.0.7/')).rejects.toMatchObject({ type: 'INVALID_URL' });
    expect(outbound.fetched).toEqual([]);
    const caido = await site(() => ({ '/': { drop: true } }));
    await expect(discover(caido.origin)).rejects.toMatchObject({ type: 'NETWORK_ERROR' });
  });
});
