import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { RecurringReportView } from '@otimiza/plugin-reports-shared';

const report = { name: 'Relatório mensal da padaria', urls: ['https://padaria.exemplo.com.br'], recipients: ['dono@padaria.com.br'], frequency: 'monthly' };

/** Bodies that answered 500 (PostgreSQL refuses NUL in text, and NUL or half a surrogate pair in jsonb). */
describe('recurring reports: text that cannot be stored is refused with 400, and nothing changes', () => {
  let testApp: TestApp;
  let user: TestUser;
  let existing: RecurringReportView;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports') });
    user = await createTestUser(testApp, { plan: 'enterprise' });
    existing = (await user.agent.post('/api/enterprise/recurring-reports').send(report).expect(201)).body as RecurringReportView;
  });
  afterAll(() => testApp?.close());

  const stored = async () => (await user.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[];

  const control = (path: string) => `O campo ${path} contém caracteres de controle, que não são permitidos.`;
  const brokenUnicode = (path: string) => `O campo ${path} contém texto Unicode inválido.`;
  const singleLine = (path: string) =>
    `O campo ${path} deve ser um texto de uma linha, sem quebras de linha nem caracteres de controle de direção (U+202A–U+202E, U+2066–U+2069).`;

  it.each([
    ['name', { name: 'Relatório\u0000mensal' }, control],
    ['urls.0', { urls: ['https://padaria.exemplo.com.br/\u0000'] }, control],
    ['recipients.0', { recipients: ['dono@padaria.com.br\u0000'] }, control],
    ['urls.0', { urls: ['https://padaria.exemplo.com.br/\uD800'] }, brokenUnicode],
    ['name', { name: 'Relatório \u202Efdp.exe' }, singleLine],
  ])('creating with a bad %s answers 400 naming it, and creates nothing', async (path, change, message) => {
    const response = await user.agent
      .post('/api/enterprise/recurring-reports')
      .send({ ...report, ...change })
      .expect(400);
    expect(response.body.error).toMatchObject({ type: 'VALIDATION_ERROR', message: message(path) });
    expect(response.body.error.details.fields[0].path).toBe(path);
    expect((await stored()).map((row) => row.id)).toEqual([existing.id]);
  });

  it.each([
    ['name', { name: 'Novo\u0000nome' }],
    ['urls.1', { urls: ['https://padaria.exemplo.com.br', 'https://outra.exemplo.com.br/\uDC00'] }],
    ['recipients.1', { recipients: ['dono@padaria.com.br', 'gerente\u0000@padaria.com.br'] }],
  ])('changing %s to text that cannot be stored answers 400 in both languages, and the report stays as it was', async (path, change) => {
    const pt = await user.agent.patch(`/api/recurring-reports/${existing.id}`).send(change).expect(400);
    expect(pt.body.error.type).toBe('VALIDATION_ERROR');
    expect(pt.body.error.details.fields[0].path).toBe(path);
    const en = await user.agent.patch(`/api/recurring-reports/${existing.id}`).set('Accept-Language', 'en').send(change).expect(400);
    expect(en.body.error.message).toMatch(/^The field \S+ contains (control characters|invalid Unicode text)/);
    const [row] = await stored();
    expect(row).toMatchObject({ id: existing.id, name: existing.name, urls: existing.urls, recipients: existing.recipients });
  });

  it('still saves a valid change', async () => {
    const changed = (await user.agent.patch(`/api/recurring-reports/${existing.id}`).send({ name: 'Relatório semanal', frequency: 'weekly' }).expect(200))
      .body as RecurringReportView;
    expect(changed).toMatchObject({ name: 'Relatório semanal', frequency: 'weekly' });
  });
});
