import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentHeaders, openServedTab } from './served-tab.js';

/** A page that asks on load and is never kept in the back/forward cache (its unload handler), as Lighthouse's dbw_tester fixture. */
const askingPage = `<html><body><script>
  addEventListener('unload', () => undefined);
  sessionStorage.setItem('runs', String(Number(sessionStorage.getItem('runs') ?? 0) + 1));
  document.title = sessionStorage.getItem('runs') + ':' + confirm('Continuar?') + ':' + prompt('Nome?');
</script></body></html>`;

/**
 * The proof's tab: the fixed document answered at the page's own address. The site's page answers
 * with headers the HTML cannot carry (X-Robots-Tag, Link), gzipped and in another charset.
 */
describe('the served tab answers the fixed document with the headers the site answered the page with', () => {
  let site: Server;
  let origin: string;
  let browser: Browser;
  let port: number;
  const requests: string[] = [];

  beforeAll(async () => {
    site = createServer((req, res) => {
      requests.push(req.url ?? '');
      if (req.url === '/antiga') return void res.writeHead(301, { Location: '/nova' }).end();
      if (req.url === '/pergunta') return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(askingPage);
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=iso-8859-1',
          'Content-Encoding': 'gzip',
          'X-Robots-Tag': 'noindex',
          Link: '<https://example.com/>; rel="canonical"',
        })
        .end(gzipSync(Buffer.from('<html><body>original</body></html>', 'latin1')));
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    browser = await puppeteer.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
    port = Number(new URL(browser.wsEndpoint()).port);
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it("keeps the site's X-Robots-Tag and Link, and answers the document in its own type, length and encoding", async () => {
    const tab = await openServedTab(port, `${origin}/pagina`, { document: '<html><body><p>Página corrigida</p></body></html>' });
    try {
      const response = await tab.page.goto(`${origin}/pagina`);
      const headers = response!.headers();
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(headers['link']).toBe('<https://example.com/>; rel="canonical"');
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['content-encoding']).toBeUndefined();
      expect(await tab.page.$eval('p', (p) => p.textContent)).toBe('Página corrigida');
      expect(requests).toContain('/pagina');
    } finally {
      await tab.close();
    }
  });

  it('answers the document, not a redirect, when the page now redirects; and with its type alone when the site does not answer', async () => {
    const moved = await openServedTab(port, `${origin}/antiga`, { document: '<html><body><p>Corrigida</p></body></html>' });
    try {
      const response = await moved.page.goto(`${origin}/antiga`);
      expect(response!.status()).toBe(200);
      expect(moved.page.url()).toBe(`${origin}/antiga`);
      expect(await moved.page.$eval('p', (p) => p.textContent)).toBe('Corrigida');
    } finally {
      await moved.close();
    }
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/fora-do-ar`;
    await new Promise((resolve) => closed.close(resolve));
    const offline = await openServedTab(port, gone, { document: '<html><body><p>Corrigida</p></body></html>' });
    try {
      const response = await offline.page.goto(gone);
      expect(response!.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await offline.page.$eval('p', (p) => p.textContent)).toBe('Corrigida');
    } finally {
      await offline.close();
    }
  });

  it('accepts every dialog the page opens, after Lighthouse has let go of it too, so the page and its close never wait on one', async () => {
    const tab = await openServedTab(port, `${origin}/pergunta`, {});
    try {
      await tab.page.goto(`${origin}/pergunta`);
      expect(await tab.page.title()).toBe('1:true:Lighthouse prompt response');
      // Lighthouse's BFCache check: away and back, and the page runs its scripts again, asking again.
      await tab.page.goto('about:blank');
      await tab.page.goBack();
      expect(await tab.page.title()).toBe('2:true:Lighthouse prompt response');
    } finally {
      await tab.close();
    }
  });

  it('documentHeaders: the site’s headers but its length, encoding, type and redirect', () => {
    expect(
      documentHeaders([
        { name: 'content-length', value: '120' },
        { name: 'Content-Encoding', value: 'br' },
        { name: 'content-type', value: 'text/html; charset=iso-8859-1' },
        { name: 'location', value: '/x' },
        { name: 'x-robots-tag', value: 'none' },
        { name: 'link', value: '<http://example.com>;rel="alternate";hreflang="xx"' },
      ]),
    ).toEqual([
      { name: 'x-robots-tag', value: 'none' },
      { name: 'link', value: '<http://example.com>;rel="alternate";hreflang="xx"' },
      { name: 'Content-Type', value: 'text/html; charset=utf-8' },
    ]);
    expect(documentHeaders(undefined)).toEqual([{ name: 'Content-Type', value: 'text/html; charset=utf-8' }]);
  });
});
