/**
 * Casa Verde Jardinagem: a generated garden shop served on 127.0.0.1 (a port the OS picks), for the whole-site audit's
 * specs, e2e and benches. Deterministic: the same options give the same site, byte for byte.
 *
 * Pages (69 at the default size; `pagesPerTemplate` sets every template's count, 125 → 509 pages):
 *   /                                                         menu, newest products, latest posts, PDF catalogue
 *   /sobre /contato /politica-de-privacidade /trabalhe-conosco   one-off pages
 *   /produtos /categorias /blog /lojas                        listings linking every instance of their template
 *   /produtos/:slug (24) /blog/:slug (16) /categorias/:slug (8) /lojas/:cidade (12)
 *
 * For discovery:
 *   /robots.txt               Disallow: /admin/; Crawl-delay (option, default 1 s); Sitemap: <origin>/sitemap_index.xml
 *   /sitemap_index.xml        names /sitemaps/paginas.xml and /sitemaps/produtos.xml.gz (a gzip file)
 *   link-only pages           /contato, /politica-de-privacidade, /trabalhe-conosco, the 2 newest products, the newest post
 *   /admin/, /admin/pedidos   linked from every footer, closed by robots.txt (still 200 to a crawler that ignores it)
 *   /agenda?mes=2026-01       endless calendar: every month links the month before and the month after
 *   /sair                     302 to http://example.invalid/ (off origin)
 *   /pagina-que-nao-existe    linked from the first blog post: 404 with an HTML body
 *   /catalogo.pdf             application/pdf, linked from the home and every footer
 *   tracking and fragments    /sobre?utm_source=home&utm_medium=banner, /produtos/…?utm_source=blog&utm_campaign=dicas,
 *                             /contato#formulario, #topo
 *   duplicate                 /produtos/vaso-ceramica?cor=azul, canonical → /produtos/vaso-ceramica (every product
 *                             page names its clean address as canonical)
 * A correct crawler finds exactly `pages`: no admin, trap, redirect, 404, PDF or duplicate among them.
 *
 * Defects left on purpose, so that a site audit has audits failing across many pages:
 *   | pages                     | defect                                              | Lighthouse audit  |
 *   | /produtos/:slug           | the main photo's <img> has no alt                   | image-alt         |
 *   | /blog/:slug               | no <meta name="description">                        | meta-description  |
 *   | /lojas/:cidade            | <html> without lang                                 | html-has-lang     |
 *   | /categorias/:slug         | colour swatches 16 px square, 4 px apart           | target-size       |
 *   | /politica-de-privacidade  | no <title>                                          | document-title    |
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { childSitemapPaths, pagesSitemapXml, productsSitemapGz, robotsTxt, sitemapIndexPath, sitemapIndexXml } from './discovery-files.js';
import { adminPages, agendaPage, firstAgendaMonth, notFoundPage, parseMonth } from './extra-pages.js';
import { renderPage } from './site-pages.js';
import { type TestSiteGroup, type TestSiteOptions, type TestSitePlan, planTestSite } from './site-plan.js';
import { catalogPdf, plantPicture, solidPng } from './static-files.js';

export interface TestSiteRequest {
  method: string;
  /** Path and query as requested. */
  path: string;
  /** performance.now() when the request arrived, in milliseconds (to measure a crawler's delay between requests). */
  at: number;
  userAgent: string | undefined;
}

export interface TestSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  url(path: string): string;
  /** Paths of every HTML page a correct crawler finds, home first. */
  pages: readonly string[];
  /** Pages in no sitemap, found only by following links. */
  linkOnlyPages: readonly string[];
  /** The expected grouping: each page in one group, ordered by shape. */
  groups: readonly TestSiteGroup[];
  /** The first page of the endless calendar, as the footers link it. */
  trapEntry: string;
  /** Every request since the start or the last `clearRequests`, in arrival order (a live array). */
  requests: readonly TestSiteRequest[];
  clearRequests(): void;
  plan: TestSitePlan;
  close(): Promise<void>;
}

export const offOriginRedirect = 'http://example.invalid/';
export const missingPagePath = '/pagina-que-nao-existe';
export const catalogPath = '/catalogo.pdf';

const html = 'text/html; charset=utf-8';

export async function startTestSite(options: TestSiteOptions = {}): Promise<TestSite> {
  const plan = planTestSite(options);
  const crawlDelaySeconds = options.crawlDelaySeconds ?? 1;
  const requests: TestSiteRequest[] = [];
  let origin = '';
  const pdf = catalogPdf();
  const logo = solidPng(120, 40, [47, 107, 58]);
  const facade = solidPng(320, 180, [214, 196, 160]);
  const pictures = new Map<string, string>([
    ...plan.products.map((product) => [product.image, plantPicture((product.index * 47) % 360)] as const),
    ...plan.posts.map((post) => [post.image, plantPicture((post.index * 83 + 20) % 360)] as const),
  ]);

  const respond = (req: IncomingMessage, res: ServerResponse) => {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', at: performance.now(), userAgent: req.headers['user-agent'] });
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    const address = new URL(req.url ?? '/', origin);
    const path = address.pathname;
    const send = (status: number, type: string, body: string | Buffer) => void res.writeHead(status, { 'Content-Type': type }).end(body);

    const page = plan.pageAt.get(path);
    if (page) return send(200, html, renderPage(page, plan, origin, address.searchParams));
    if (path === '/robots.txt') return send(200, 'text/plain; charset=utf-8', robotsTxt(origin, crawlDelaySeconds));
    if (path === sitemapIndexPath) return send(200, 'application/xml', sitemapIndexXml(origin));
    if (path === childSitemapPaths.pages) return send(200, 'application/xml', pagesSitemapXml(origin, plan, options.sitemapExtraUrls ?? []));
    if (path === childSitemapPaths.products) return send(200, 'application/gzip', productsSitemapGz(origin, plan));
    if (path === catalogPath) return send(200, 'application/pdf', pdf);
    if (path === '/sair') return void res.writeHead(302, { Location: offOriginRedirect }).end();
    if (path === '/agenda') {
      const month = parseMonth(address.searchParams.get('mes') ?? firstAgendaMonth);
      return month ? send(200, html, agendaPage(month)) : send(404, html, notFoundPage);
    }
    const admin = adminPages[path];
    if (admin) return send(200, html, admin);
    if (path === '/img/logo.png') return send(200, 'image/png', logo);
    if (path === '/img/lojas/fachada.png') return send(200, 'image/png', facade);
    const picture = pictures.get(path);
    if (picture) return send(200, 'image/svg+xml', picture);
    send(404, html, notFoundPage);
  };

  const server: Server = createServer(respond);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const bound = server.address();
  if (bound === null || typeof bound === 'string') throw new Error('the test site is not listening on a TCP port');
  origin = `http://127.0.0.1:${bound.port}`;

  return {
    origin,
    url: (path) => new URL(path, origin).href,
    pages: plan.pages,
    linkOnlyPages: plan.linkOnlyPages,
    groups: plan.groups,
    trapEntry: `/agenda?mes=${firstAgendaMonth}`,
    requests,
    clearRequests: () => void requests.splice(0),
    plan,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
