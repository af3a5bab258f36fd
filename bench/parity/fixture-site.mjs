// Lighthouse's own test fixtures (vendored in ./vendor/fixtures) and the bench pages, served on loopback with the
// behaviours of Lighthouse's static server that the fixtures rely on (cli/test/fixtures/static-server.js):
// `?delay=ms`, `?extra_header=<name=value&…>` for its safelisted headers, `?status_code=`, 404 for absent files.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pages as benchPagesByPath, svg } from '../analysis/pages.mjs';

const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), 'vendor', 'fixtures');

/** The query Lighthouse's seo-failing smoke test adds: headers the HTML cannot answer (X-Robots-Tag, Link). */
const seoFailureHeaders = new URLSearchParams([
  [
    'extra_header',
    new URLSearchParams([
      ['x-robots-tag', 'none'],
      ['link', '<http://example.com>;rel="alternate";hreflang="xx"'],
      ['link', '<https://example.com>; rel="canonical"'],
    ]).toString(),
  ],
]).toString();

/**
 * The fixtures audited, by name → path and query. Left out, all of cli/test/fixtures: pages about performance
 * metrics, redirects, service workers, iframes over HTTPS or other ports, and those answering 4xx on purpose
 * (seo-status-403: our analysis refuses a page answering 400 or more before auditing it).
 */
export const fixturePages = {
  'seo-failure-cases': '/seo/seo-failure-cases.html',
  'seo-failure-cases+headers': `/seo/seo-failure-cases.html?${seoFailureHeaders}`,
  'seo-tester': '/seo/seo-tester.html',
  'seo-mixed-language': '/seo/seo-mixed-language.html',
  a11y_tester: '/a11y/a11y_tester.html',
  dbw_tester: '/dobetterweb/dbw_tester.html',
};

/** The bench pages of bench/analysis, by name → path. */
export const benchPages = Object.fromEntries(Object.keys(benchPagesByPath).map((path) => [path, path]));

const headerSafelist = new Set(['x-robots-tag', 'link', 'content-security-policy', 'set-cookie']);
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.png': 'image/png',
};

/** A fixture file's bytes, or null; scripts are kept as `<name>.js.vendored`. */
function fixtureFile(pathname) {
  const path = normalize(join(fixturesDir, decodeURIComponent(pathname)));
  if (!path.startsWith(fixturesDir + '/')) return null;
  for (const candidate of [path, `${path}.vendored`]) {
    if (candidate.endsWith('.vendored') && !path.endsWith('.js')) continue;
    if (existsSync(candidate) && !candidate.endsWith('/')) return readFileSync(candidate);
  }
  return null;
}

/**
 * Starts the site; resolves with its base URL, `close`, and `serveInstead(pathAndQuery, html)` / `restore`, which
 * answer one address with other HTML (and the same headers) — the fixed page, audited as the proof audits it.
 */
export async function startParitySite() {
  const replaced = new Map();
  const site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = url.searchParams;
    const headers = { 'Access-Control-Allow-Origin': '*', 'Origin-Agent-Cluster': '?1' };
    for (const [name, value] of new URLSearchParams(params.get('extra_header') ?? '')) {
      if (headerSafelist.has(name.toLowerCase())) (headers[name] ??= []).push(value);
    }
    let status = 200;
    let body;
    if (replaced.has(req.url)) body = replaced.get(req.url);
    else if (url.pathname.startsWith('/img/')) [headers['Content-Type'], body] = ['image/svg+xml', svg];
    else if (benchPagesByPath[url.pathname]) body = benchPagesByPath[url.pathname];
    else body = fixtureFile(url.pathname);
    if (body === null || body === undefined) [status, body] = [404, `404 - File not found. ${url.pathname}`];
    // As Lighthouse's server: the type follows the name, for a 404 too; the bench pages have none.
    headers['Content-Type'] ??= contentTypes[extname(url.pathname)] ?? (extname(url.pathname) ? 'application/octet-stream' : contentTypes['.html']);
    if (params.has('status_code')) status = Number(params.get('status_code'));
    const delay = params.has('delay') ? Number(params.get('delay')) || 2000 : 0;
    setTimeout(() => res.writeHead(status, headers).end(body), delay);
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${site.address().port}`,
    close: () => site.close(),
    serveInstead: (pathAndQuery, html) => replaced.set(pathAndQuery, html),
    restore: (pathAndQuery) => replaced.delete(pathAndQuery),
  };
}
