import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingSupportEmailPlaceholder } from '@otimiza/sdk/shared';
import { type TestApp } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';

describe('the support settings: SUPPORT_EMAIL and SUPPORT_URL', () => {
  describe('set', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ plugins: [], env: { SUPPORT_EMAIL: 'ajuda@empresa.com.br', SUPPORT_URL: 'https://ajuda.empresa.com.br/chat' } });
    });
    afterAll(() => testApp?.close());

    it('are read by anyone at GET /api/site-info', async () => {
      const answer = await request(testApp.server as never)
        .get('/api/site-info')
        .expect(200);
      expect(answer.body).toEqual({ support: { email: 'ajuda@empresa.com.br', url: 'https://ajuda.empresa.com.br/chat' }, brand: null, environment: 'test' });
    });

    it('put the support e-mail in the prerendered landing page’s footer', async () => {
      for (const language of ['pt-BR', 'en']) {
        const landing = await request(testApp.server as never)
          .get('/')
          .set('Accept-Language', language)
          .expect(200);
        expect(landing.text).toContain('href="mailto:ajuda@empresa.com.br"');
        expect(landing.text).not.toContain(landingSupportEmailPlaceholder);
        expect(landing.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      }
    });
  });

  describe('unset', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp({ plugins: [] });
    });
    afterAll(() => testApp?.close());

    it('answer null, and the landing page shows no support address at all', async () => {
      expect(
        (
          await request(testApp.server as never)
            .get('/api/site-info')
            .expect(200)
        ).body,
      ).toEqual({ support: { email: null, url: null }, brand: null, environment: 'test' });
      const landing = await request(testApp.server as never)
        .get('/')
        .expect(200);
      expect(landing.text).not.toContain('mailto:');
      expect(landing.text).not.toContain(landingSupportEmailPlaceholder);
      expect(landing.text).toContain('Termos de Uso');
    });
  });

  it('refuse an address that is not an e-mail, or a chat link that is not http(s), at start', async () => {
    const { loadConfig } = await import('./load-config.js');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'suporte' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(/SUPPORT_URL/);
    expect(loadConfig({ SUPPORT_EMAIL: ' ', SUPPORT_URL: '' }).SUPPORT_EMAIL).toBeUndefined();
  });
});
