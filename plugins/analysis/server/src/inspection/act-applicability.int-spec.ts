import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseOpener } from '../../test/act/open-case.mjs';
import { runAxe } from './axe-audit.js';

/** Pages served on loopback by path: their content type and body. */
const PAGES: Record<string, { type: string; body: string }> = {
  '/refresh-then-another': {
    type: 'text/html',
    body: '<!DOCTYPE html><html lang="en"><head><title>R</title><meta http-equiv="refresh" content="0; /next"><meta http-equiv="refresh" content="5; /next"></head><body><p>Moved.</p></body></html>',
  },
  '/delayed-refresh-then-another': {
    type: 'text/html',
    body: '<!DOCTYPE html><html lang="en"><head><title>R</title><meta http-equiv="refresh" content="5; /next"><meta http-equiv="refresh" content="0; /next"></head><body><p>Moved.</p></body></html>',
  },
  '/invalid-refresh-then-delayed': {
    type: 'text/html',
    body: '<!DOCTYPE html><html lang="en"><head><title>R</title><meta http-equiv="refresh" content="0: /next"><meta http-equiv="refresh" content="5; /next"></head><body><p>Moved.</p></body></html>',
  },
  '/frame-out-of-tab-order': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>F</title></head><body><main><iframe title="Links" tabindex="-1" srcdoc="<a href='/'>Home</a>"></iframe></main></body></html>`,
  },
  '/frame-behind-modal': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>F</title></head><body><main><iframe title="Links" tabindex="-1" srcdoc="<a href='/'>Home</a>"></iframe>
      <dialog id="d" aria-label="Privacy"><p>We store no data.</p><button onclick="d.close()">Close</button></dialog></main>
      <script>d.showModal()</script></body></html>`,
  },
  '/frame-in-modal': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>F</title></head><body><main>
      <dialog id="d" aria-label="Privacy"><iframe title="Links" tabindex="-1" srcdoc="<a href='/'>Home</a>"></iframe><button onclick="d.close()">Close</button></dialog></main>
      <script>d.showModal()</script></body></html>`,
  },
  // The frames of the two below are the page's own, reached through the frame level of axe's target.
  '/nested-behind-modal': {
    type: 'text/html',
    body: '<!DOCTYPE html><html lang="en"><head><title>N</title></head><body><main><iframe title="Outer" src="/inner-behind-modal"></iframe></main></body></html>',
  },
  '/inner-behind-modal': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>I</title></head><body><iframe title="Links" tabindex="-1" srcdoc="<a href='/'>Home</a>"></iframe>
      <dialog id="d" aria-label="Privacy"><button onclick="d.close()">Close</button></dialog><script>d.showModal()</script></body></html>`,
  },
  '/nested-out-of-tab-order': {
    type: 'text/html',
    body: '<!DOCTYPE html><html lang="en"><head><title>N</title></head><body><main><iframe title="Outer" src="/inner-out-of-tab-order"></iframe></main></body></html>',
  },
  '/inner-out-of-tab-order': {
    type: 'text/html',
    body: `<!DOCTYPE html><html lang="en"><head><title>I</title></head><body><iframe title="Links" tabindex="-1" srcdoc="<a href='/'>Home</a>"></iframe></body></html>`,
  },
  '/sitemap.xml': {
    type: 'application/xml',
    body: '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://doceria.com.br/</loc></url></urlset>',
  },
  '/no-lang': {
    type: 'text/html',
    body: '<!DOCTYPE html><html><head><title>Doceria</title></head><body><main><p>Bolos.</p></main></body></html>',
  },
};

describe('axe’s violations out of their W3C ACT rule’s scope, taken out by runAxe (act-applicability.ts)', () => {
  let server: Server;
  let browser: Browser;
  let page: Page;
  let openCase: (url: string) => Promise<unknown>;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const served = PAGES[new URL(request.url ?? '/', 'http://pages.invalid').pathname];
      if (!served) return void response.writeHead(404).end();
      response.writeHead(200, { 'Content-Type': `${served.type}; charset=utf-8` }).end(served.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await puppeteer.launch({ executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
    page = await browser.newPage();
    // As bench/act opens its cases: a refresh of the page's own cannot take it away before axe reads it.
    openCase = await caseOpener(page);
  });

  afterAll(async () => {
    await browser?.close();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function violations(path: string): Promise<string[]> {
    await openCase(`${origin}${path}`);
    return (await runAxe(page)).violations.map((rule) => rule.id);
  }

  it('reads the first valid meta refresh only (ACT bc659a, bisz58)', async () => {
    const afterRedirect = await runAxeOn('/refresh-then-another');
    expect(afterRedirect.violations.map((rule) => rule.id)).not.toContain('meta-refresh');
    expect(afterRedirect.passes.map((rule) => rule.id)).toContain('meta-refresh');
    const delayed = await runAxeOn('/delayed-refresh-then-another');
    const failed = delayed.violations.find((rule) => rule.id === 'meta-refresh');
    expect(failed?.nodes.map((node) => node.html)).toEqual(['<meta http-equiv="refresh" content="5; /next">']);
    expect(await violations('/invalid-refresh-then-delayed')).toContain('meta-refresh');
  });

  it('does not hold a frame out of the tab order against a page whose modal dialog makes it inert (ACT akn7bn)', async () => {
    expect(await violations('/frame-out-of-tab-order')).toContain('frame-focusable-content');
    const behindModal = await runAxeOn('/frame-behind-modal');
    expect(behindModal.violations.map((rule) => rule.id)).not.toContain('frame-focusable-content');
    expect(behindModal.inapplicable).toContain('frame-focusable-content');
    expect(await violations('/frame-in-modal')).toContain('frame-focusable-content');
    expect(await violations('/nested-behind-modal')).not.toContain('frame-focusable-content');
    expect(await violations('/nested-out-of-tab-order')).toContain('frame-focusable-content');
  });

  it('does not ask an XML document for a lang, and asks an HTML page (ACT b5c3f8)', async () => {
    expect(await violations('/sitemap.xml')).not.toContain('html-has-lang');
    expect(await violations('/no-lang')).toContain('html-has-lang');
  });

  async function runAxeOn(path: string) {
    await openCase(`${origin}${path}`);
    return runAxe(page);
  }
});
