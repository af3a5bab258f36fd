import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { webDistDir } from '../web/serve-web.js';

/** The CSP directives of an answer, by name. */
function policyOf(response: request.Response): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function landingScriptHash(locale: string): string {
  const html = readFileSync(join(webDistDir, 'landing', `${locale}.html`), 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The app page's one inline script: the import map that gives the plugins' bundles the host's shared libraries. */
function importMapHash(): string {
  const html = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  const script = /<script type="importmap">([\s\S]*?)<\/script>/.exec(html)![1]!;
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

describe('security headers outside production', () => {
  let testApp: TestApp;
  let site: Server;
  let siteUrl: string;

  beforeAll(async () => {
    site = createServer((_req, res) =>
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><html><head><title>Loja</title></head><body><h3>Loja</h3><img src="/foto.png"></body></html>'),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const address = site.address();
    siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    testApp = await createTestApp({ plugins: await installedPlugins('analysis'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => site?.close(resolve));
  });

  it('gives the app’s pages nosniff, no framing by other sites and a CSP without eval, or inline scripts but the import map', async () => {
    for (const path of ['/login', '/r/abcdefghijklmnopqrstuvwxyz012345', '/billing/sandbox/checkout/cs_sandbox_0123']) {
      const page = await request(testApp.server as never)
        .get(path)
        .expect(200)
        .expect('Content-Type', /text\/html/);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
      expect(page.headers['x-frame-options']).toBe('DENY');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.headers['strict-transport-security']).toBeUndefined();
      const policy = policyOf(page);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'", importMapHash()]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
    }
  });

  it('lets the prerendered landing run its own inline script, by hash, and no other', async () => {
    for (const [language, locale] of [
      ['pt-BR', 'pt-BR'],
      ['en', 'en'],
    ] as const) {
      const landing = await request(testApp.server as never)
        .get('/')
        .set('Accept-Language', language)
        .expect(200);
      expect(landing.text).toContain('<script>');
      expect(policyOf(landing).get('script-src')).toEqual(["'self'", landingScriptHash(locale)]);
      expect(landing.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('gives API answers nosniff and a policy that loads nothing', async () => {
    const health = await request(testApp.server as never)
      .get('/api/health')
      .expect(200);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(health.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(health.headers['strict-transport-security']).toBeUndefined();
    const refused = await request(testApp.server as never)
      .get('/api/auth/user')
      .expect(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps the optimised-page preview sandboxed and frameable by our own pages only', async () => {
    const user = await createTestUser(testApp, { plan: 'pro' });
    const fixed = await user.agent.post('/api/auto-fix-html').send({ url: siteUrl }).expect(200);
    const preview = await user.agent
      .get(fixed.body.previewUrl as string)
      .expect(200)
      .expect('Content-Type', /text\/html/);
    expect(preview.headers['content-security-policy']).toBe('sandbox');
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers in production', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [], env: { NODE_ENV: 'production', PUBLIC_URL: 'https://otimiza.com.br' } });
  });
  afterAll(() => testApp?.close());

  it('adds HSTS to pages and API answers', async () => {
    for (const path of ['/login', '/api/health']) {
      const response = await request(testApp.server as never)
        .get(path)
        .expect(200);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
