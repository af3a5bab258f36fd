import { gzipSync } from 'node:zlib';
import { type TestSitePlan } from './site-plan.js';

export const sitemapIndexPath = '/sitemap_index.xml';
export const childSitemapPaths = { pages: '/sitemaps/paginas.xml', products: '/sitemaps/produtos.xml.gz' } as const;

/** robots.txt: the admin folder closed to every robot, an optional crawl delay, and the sitemap index by its full address. */
export function robotsTxt(origin: string, crawlDelaySeconds: number): string {
  const delay = crawlDelaySeconds > 0 ? `Crawl-delay: ${crawlDelaySeconds}\n` : '';
  return `# Casa Verde Jardinagem\nUser-agent: *\nDisallow: /admin/\n${delay}\nSitemap: ${origin}${sitemapIndexPath}\n`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const lastModified = (index: number) => `2026-01-${String((index % 28) + 1).padStart(2, '0')}`;

export function sitemapIndexXml(origin: string): string {
  const entries = [childSitemapPaths.pages, childSitemapPaths.products]
    .map((path) => `  <sitemap><loc>${origin}${path}</loc><lastmod>2026-01-28</lastmod></sitemap>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

function urlSetXml(addresses: readonly string[]): string {
  const entries = addresses.map((address, index) => `  <url><loc>${escapeXml(address)}</loc><lastmod>${lastModified(index)}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** The pages sitemap: every listed page but the products, then the extra addresses a spec asked for. */
export function pagesSitemapXml(origin: string, plan: TestSitePlan, extraUrls: readonly string[]): string {
  return urlSetXml([...plan.sitemapPaths.pages.map((path) => origin + path), ...extraUrls]);
}

/** The products sitemap, gzipped as a file (`.xml.gz`), not as a transfer encoding. */
export function productsSitemapGz(origin: string, plan: TestSitePlan): Buffer {
  return gzipSync(urlSetXml(plan.sitemapPaths.products.map((path) => origin + path)));
}
