import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryBody, createTestUser, pdfText, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp } from '@otimiza/host-testing';
import { manualContent } from '@otimiza/plugin-manual-shared';
import manualPlugin from './index.js';

describe('manual plugin on the host', () => {
  let testApp: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    testApp = await createTestApp({ plugins: [manualPlugin] });
    user = await createTestUser(testApp);
  });
  afterAll(() => testApp?.close());

  it('is hidden from visitors and its PDF needs a session', async () => {
    expect(
      (
        await request(testApp.server as never)
          .get('/api/plugins')
          .expect(200)
      ).body.plugins,
    ).toEqual([]);
    await request(testApp.server as never)
      .get('/api/manual/pdf')
      .expect(401);
  });

  it('is listed by GET /api/plugins for a logged-in user, with its nav item', async () => {
    const response = await user.agent.get('/api/plugins').expect(200);
    expect(response.body.plugins.map((plugin: { id: string }) => plugin.id)).toEqual(['manual']);
    expect(response.body.plugins[0].navItems[0]).toMatchObject({ path: '/user-manual', icon: 'BookOutlined' });
  });

  it.each(['pt', 'en'] as const)('downloads the PDF manual in %s with the manual text', async (language) => {
    const response = await user.agent.get(`/api/manual/pdf?language=${language}`).buffer(true).parse(binaryBody).expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="otimiza-manual-${language}.pdf"`);
    const text = await pdfText(response.body as Buffer);
    for (const section of manualContent.sections) {
      expect(text).toContain(section.title[language]);
      expect(text).toContain(section.steps[0]!.title[language]);
    }
    expect(text).toContain(manualContent.faq[0]!.question[language]);
  });

  it('refuses an unknown language with the error shape', async () => {
    const response = await user.agent.get('/api/manual/pdf?language=fr').expect(400);
    expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', details: { source: 'query' } });
  });
});
