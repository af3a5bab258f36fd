import { gunzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogPath, childSitemapPaths, missingPagePath, offOriginRedirect, planTestSite, sitemapIndexPath, startTestSite, type TestSite } from './index.js';

const xml = new XMLParser();
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
const locsOf = (document: string): string[] => asList(xml.parse(document).urlset.url as { loc: string }[]).map((entry) => entry.loc);

async function fetchAll(site: TestSite, paths: readonly string[]): Promise<Response[]> {
  const responses: Response[] = [];
  // In slices, so a 500-page site does not open 500 sockets at once.
  for (let start = 0; start < paths.length; start += 50) {
    responses.push(...(await Promise.all(paths.slice(start, start + 50).map((path) => fetch(site.url(path))))));
  }
  return responses;
}

/** What a careful crawler does, kept small: breadth first, same origin, robots, no fragments or utm_*, canonical, 3 query variants per path. */
async function crawl(site: TestSite) {
  const queue = ['/'];
  const queued = new Set(queue);
  const variantsPerPath = new Map<string, number>();
  const found = new Set<string>();
  const seenHrefs = new Set<string>();
  const skippedByRobots = new Set<string>();
  const offOrigin = new Set<string>();
  const redirects = new Map<string, string>();
  const statuses = new Map<string, number>();
  const notHtml = new Map<string, string>();
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await fetch(site.url(path), { redirect: 'manual' });
    const type = response.headers.get('content-type') ?? '';
    if (response.status >= 300 && response.status < 400) redirects.set(path, response.headers.get('location') ?? '');
    else if (response.status !== 200) statuses.set(path, response.status);
    else if (!type.startsWith('text/html')) notHtml.set(path, type);
    if (response.status !== 200 || !type.startsWith('text/html')) continue;
    const $ = load(await response.text());
    const canonical = $('link[rel="canonical"]').attr('href');
    found.add(canonical ? new URL(canonical).pathname : path);
    for (const element of $('a[href]').toArray()) {
      const href = $(element).attr('href')!;
      seenHrefs.add(href);
      const target = new URL(href, site.url(path));
      if (target.origin !== site.origin) {
        offOrigin.add(target.href);
        continue;
      }
      target.hash = '';
      for (const key of [...target.searchParams.keys()]) if (key.startsWith('utm_')) target.searchParams.delete(key);
      const next = target.pathname + target.search;
      if (target.pathname.startsWith('/admin/')) skippedByRobots.add(next);
      else if (!queued.has(next)) {
        const variants = target.search ? (variantsPerPath.get(target.pathname) ?? 0) + 1 : 0;
        if (variants > 3) continue;
        variantsPerPath.set(target.pathname, variants);
        queued.add(next);
        queue.push(next);
      }
    }
  }
  return { found, seenHrefs, skippedByRobots, offOrigin, redirects, statuses, notHtml, fetched: [...queued] };
}

describe('the Casa Verde test site', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await startTestSite();
  });
  afterAll(() => site.close());

  it('serves 60 or more HTML pages: a home, one-off pages and four templates of many instances each', async () => {
    expect(site.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(site.pages.length).toBeGreaterThanOrEqual(60);
    expect(new Set(site.pages).size).toBe(site.pages.length);
    const responses = await fetchAll(site, site.pages);
    for (const response of responses) {
      expect(response.status, response.url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Casa Verde');
    }
    const sizes = Object.fromEntries(site.groups.map((group) => [group.route, group.paths.length]));
    expect(sizes).toMatchObject({ '/': 1, '/sobre': 1, '/contato': 1 });
    expect(sizes['/produtos/:slug']).toBeGreaterThanOrEqual(20);
    expect(sizes['/blog/:slug']).toBeGreaterThanOrEqual(15);
    expect(sizes['/categorias/:slug']).toBeGreaterThanOrEqual(8);
    expect(sizes['/lojas/:cidade']).toBeGreaterThanOrEqual(10);
    expect(site.groups.flatMap((group) => group.paths).sort()).toEqual([...site.pages].sort());
  });

  it('gives a crawler that honours robots.txt, drops fragments and utm_ parameters and follows canonicals exactly the listed pages', async () => {
    const result = await crawl(site);
    const trapPages = [...result.found].filter((path) => path.startsWith('/agenda'));
    // The trap is bounded by the crawler's cap on query variants, not by the site.
    expect(trapPages).toEqual(['/agenda?mes=2026-01', '/agenda?mes=2025-12', '/agenda?mes=2026-02']);
    expect([...result.found].filter((path) => !path.startsWith('/agenda')).sort()).toEqual([...site.pages].sort());

    expect(result.fetched).toContain('/produtos/vaso-ceramica?cor=azul');
    expect(result.seenHrefs).toContain('/sobre?utm_source=home&utm_medium=banner');
    expect([...result.seenHrefs].some((href) => /^\/produtos\/[^?]+\?utm_source=blog&utm_campaign=dicas$/.test(href))).toBe(true);
    expect(result.seenHrefs).toContain('#topo');
    expect(result.seenHrefs).toContain('/contato#formulario');
    expect([...result.skippedByRobots]).toEqual(['/admin/']);
    expect(result.redirects).toEqual(new Map([['/sair', offOriginRedirect]]));
    expect(result.statuses).toEqual(new Map([[missingPagePath, 404]]));
    expect(result.notHtml).toEqual(new Map([[catalogPath, 'application/pdf']]));
    expect(result.offOrigin.size).toBe(0);
  });

  it('answers robots.txt with the closed admin folder, a crawl delay of 1 s and the sitemap index by its full address', async () => {
    const response = await fetch(site.url('/robots.txt'));
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin/', 'Crawl-delay: 1', `Sitemap: ${site.origin}${sitemapIndexPath}`]));
    // Closed, yet there: a crawler that ignores robots.txt would get a page.
    expect((await fetch(site.url('/admin/pedidos'))).status).toBe(200);
  });

  it('lists every page not found only by links in a sitemap index of two children, one of them gzipped', async () => {
    const index = xml.parse(await (await fetch(site.url(sitemapIndexPath))).text());
    const children = asList(index.sitemapindex.sitemap as { loc: string }[]).map((entry) => entry.loc);
    expect(children).toEqual([site.url(childSitemapPaths.pages), site.url(childSitemapPaths.products)]);

    const pagesResponse = await fetch(children[0]!);
    expect(pagesResponse.headers.get('content-type')).toBe('application/xml');
    const listedPages = locsOf(await pagesResponse.text());

    const gzipped = await fetch(children[1]!);
    expect(gzipped.headers.get('content-type')).toBe('application/gzip');
    const bytes = Buffer.from(await gzipped.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const listedProducts = locsOf(gunzipSync(bytes).toString('utf8'));
    expect(listedProducts).toContain(site.url('/produtos/vaso-ceramica'));
    expect(listedProducts.every((address) => address.startsWith(`${site.origin}/produtos/`))).toBe(true);

    const listed = [...listedPages, ...listedProducts].map((address) => new URL(address).pathname);
    expect(listed.filter((path) => site.linkOnlyPages.includes(path))).toEqual([]);
    expect([...listed, ...site.linkOnlyPages].sort()).toEqual([...site.pages].sort());
    expect(site.linkOnlyPages).toEqual(expect.arrayContaining(['/contato', '/politica-de-privacidade']));
  });

  it('links each month of the calendar to the next, for ever, and refuses a month that is not one', async () => {
    const nextMonthOf = async (month: string) => {
      const response = await fetch(site.url(`/agenda?mes=${month}`));
      expect(response.status).toBe(200);
      const $ = load(await response.text());
      return $('a:contains("Próximo mês")').attr('href');
    };
    expect(site.trapEntry).toBe('/agenda?mes=2026-01');
    expect(await nextMonthOf('2026-01')).toBe('/agenda?mes=2026-02');
    expect(await nextMonthOf('2026-12')).toBe('/agenda?mes=2027-01');
    expect(await nextMonthOf('9999-12')).toBe('/agenda?mes=10000-01');
    expect(await nextMonthOf('10000-01')).toBe('/agenda?mes=10000-02');
    expect((await fetch(site.url('/agenda?mes=2026-13'))).status).toBe(404);
  });

  it('redirects /sair off the origin, answers a missing page with an HTML 404 and serves the catalogue as a PDF', async () => {
    const exit = await fetch(site.url('/sair'), { redirect: 'manual' });
    expect(exit.status).toBe(302);
    expect(new URL(exit.headers.get('location')!).origin).not.toBe(site.origin);
    expect(exit.headers.get('location')).toBe('http://example.invalid/');

    const missing = await fetch(site.url(missingPagePath));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toBe('text/html; charset=utf-8');

    const pdf = await fetch(site.url(catalogPath));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await pdf.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // Each cross-reference entry points at its object's header, as a PDF reader will look it up.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('serves its images from the same origin: a real PNG logo and an SVG per product', async () => {
    const logo = Buffer.from(await (await fetch(site.url('/img/logo.png'))).arrayBuffer());
    expect([...logo.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(logo.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([logo.readUInt32BE(16), logo.readUInt32BE(20)]).toEqual([120, 40]);
    const picture = await fetch(site.url(site.plan.products[0]!.image));
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg /);
  });

  it('carries its deliberate defects on exactly the documented pages', async () => {
    const documents = await Promise.all((await fetchAll(site, site.pages)).map(async (response) => load(await response.text())));
    site.pages.forEach((path, index) => {
      const $ = documents[index]!;
      const defects = {
        imageWithoutAlt: $('img:not([alt])').length > 0,
        noDescription: $('meta[name="description"]').length === 0,
        noLang: $('html').attr('lang') === undefined,
        noTitle: $('title').length === 0,
        smallTargets: $('button.cor').length > 0,
      };
      expect(defects, path).toEqual({
        imageWithoutAlt: path.startsWith('/produtos/'),
        noDescription: path.startsWith('/blog/'),
        noLang: path.startsWith('/lojas/'),
        noTitle: path === '/politica-de-privacidade',
        smallTargets: path.startsWith('/categorias/'),
      });
    });
    const duplicate = load(await (await fetch(site.url('/produtos/vaso-ceramica?cor=azul'))).text());
    expect(duplicate('link[rel="canonical"]').attr('href')).toBe(site.url('/produtos/vaso-ceramica'));
  });

  it('logs every request with its query, method and user agent, in order, until cleared', async () => {
    site.clearRequests();
    await fetch(site.url('/sobre?utm_source=x'), { headers: { 'user-agent': 'OtimizaBot/1.0' } });
    await fetch(site.url('/robots.txt'), { method: 'HEAD' });
    expect(site.requests.map(({ method, path, userAgent }) => ({ method, path, userAgent }))).toEqual([
      { method: 'GET', path: '/sobre?utm_source=x', userAgent: 'OtimizaBot/1.0' },
      { method: 'HEAD', path: '/robots.txt', userAgent: 'node' },
    ]);
    expect(site.requests[1]!.at).toBeGreaterThanOrEqual(site.requests[0]!.at);
    site.clearRequests();
    expect(site.requests).toEqual([]);
  });
});

describe('options', () => {
  it('scale every template to pagesPerTemplate, every page still served', async () => {
    const big = await startTestSite({ pagesPerTemplate: 125 });
    try {
      expect(big.pages).toHaveLength(4 * 125 + 9);
      for (const group of big.groups.filter((candidate) => candidate.route.includes(':'))) expect(group.paths).toHaveLength(125);
      expect(big.pages).toContain('/produtos/vaso-ceramica-modelo-2');
      expect(big.pages).toContain('/lojas/sao-paulo-unidade-11');
      const responses = await fetchAll(big, big.pages);
      expect(responses.filter((response) => response.status !== 200).map((response) => response.url)).toEqual([]);
      const products = locsOf(gunzipSync(Buffer.from(await (await fetch(big.url(childSitemapPaths.products))).arrayBuffer())).toString('utf8'));
      expect(products).toHaveLength(125 - 2);
    } finally {
      await big.close();
    }
  });

  it('give the same site for the same options and refuse a template too small to carry its features', () => {
    expect(planTestSite({ pagesPerTemplate: 40 })).toEqual(planTestSite({ pagesPerTemplate: 40 }));
    expect(planTestSite().pages).toHaveLength(69);
    expect(() => planTestSite({ pagesPerTemplate: 2 })).toThrow(RangeError);
    expect(() => planTestSite({ pagesPerTemplate: 3.5 })).toThrow(RangeError);
  });

  it('leave the crawl delay out at 0 and add the extra sitemap addresses as given', async () => {
    const quick = await startTestSite({ crawlDelaySeconds: 0, sitemapExtraUrls: ['http://10.0.0.7/interno?a=1&b=2'] });
    try {
      expect(await (await fetch(quick.url('/robots.txt'))).text()).not.toContain('Crawl-delay');
      const listed = locsOf(await (await fetch(quick.url(childSitemapPaths.pages))).text());
      expect(listed.at(-1)).toBe('http://10.0.0.7/interno?a=1&b=2');
    } finally {
      await quick.close();
    }
  });
});
