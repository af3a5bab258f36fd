import { load } from 'cheerio';
import { normalizeUrl } from './normalize-url.js';

/** File types no site serves as an HTML page: such links are never fetched as pages. */
export const nonHtmlExtensions: ReadonlySet<string> = new Set(
  [
    ...['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'csv', 'txt', 'epub'],
    ...['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg', 'ico', 'bmp', 'tif', 'tiff', 'heic'],
    ...['zip', 'rar', '7z', 'gz', 'tgz', 'tar', 'bz2', 'exe', 'dmg', 'apk', 'msi', 'iso'],
    ...['mp3', 'mp4', 'm4a', 'wav', 'ogg', 'webm', 'mov', 'avi', 'mkv', 'wmv'],
    ...['xml', 'json', 'rss', 'atom', 'css', 'js', 'mjs', 'map', 'woff', 'woff2', 'ttf', 'otf', 'eot'],
  ].map((extension) => `.${extension}`),
);

/** Whether the address's last path segment ends in a non-HTML file extension (.pdf, .jpg, .zip, .xml…). */
export function hasNonHtmlExtension(address: string | URL): boolean {
  const { pathname } = typeof address === 'string' ? new URL(address) : address;
  const segment = pathname.slice(pathname.lastIndexOf('/') + 1).toLowerCase();
  const dot = segment.lastIndexOf('.');
  return dot > 0 && nonHtmlExtensions.has(segment.slice(dot));
}

export interface PageLinks {
  title?: string;
  /** The page's `<link rel=canonical>`, normalised, when it names an address on the page's own origin. */
  canonical?: string;
  /** Same-origin links that may be pages (normalised, distinct, in document order). */
  pageLinks: string[];
  /** Same-origin links to files (non-HTML extensions). */
  files: string[];
  /** Links to other origins. */
  offOrigin: string[];
}

const maxTitleLength = 300;

/**
 * The addresses an HTML page leads to: `<a href>` resolved against `<base href>` (or the page's own
 * address), web links only (no mailto:, tel:, javascript:), rel=nofollow skipped unless asked for.
 */
export function extractPageLinks(html: string, pageUrl: string, options: { followNofollow?: boolean } = {}): PageLinks {
  const $ = load(html);
  const origin = new URL(pageUrl).origin;
  const baseHref = $('base[href]').first().attr('href');
  const base = (baseHref && safeUrl(baseHref, pageUrl)) || pageUrl;

  const seen = new Set<string>();
  const result: PageLinks = { pageLinks: [], files: [], offOrigin: [] };
  $('a[href], area[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (options.followNofollow === false && rel.includes('nofollow')) return;
    const address = normalizeUrl($(element).attr('href') ?? '', base);
    if (!address || seen.has(address)) return;
    seen.add(address);
    if (new URL(address).origin !== origin) result.offOrigin.push(address);
    else if (hasNonHtmlExtension(address)) result.files.push(address);
    else result.pageLinks.push(address);
  });

  const canonicalHref = $('link[rel~="canonical" i][href]').first().attr('href');
  const canonical = canonicalHref ? normalizeUrl(canonicalHref, base) : null;
  if (canonical && new URL(canonical).origin === origin) result.canonical = canonical;

  const title = $('title').first().text().replace(/\s+/g, ' ').trim();
  if (title) result.title = title.slice(0, maxTitleLength);
  return result;
}

function safeUrl(address: string, base: string): string | null {
  try {
    return new URL(address, base).toString();
  } catch {
    return null;
  }
}
