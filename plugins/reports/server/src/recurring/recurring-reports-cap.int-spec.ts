import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, queryDatabase, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { RecurringReportView } from '@otimiza/plugin-reports-shared';
import { RECURRING_REPORTS_CAP } from './recurring-reports.service.js';

const report = { name: 'Relatório mensal da padaria', urls: ['https://padaria.exemplo.com.br'], recipients: ['dono@padaria.com.br'], frequency: 'monthly' };

/** The list answers every recurring report at once, so a workspace keeps at most RECURRING_REPORTS_CAP of them. */
describe('recurring reports: a workspace keeps at most 100', () => {
  let testApp: TestApp;
  let full: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    testApp = await createTestApp({ plugins: await installedPlugins('analysis', 'reports') });
    [full, other] = await Promise.all([createTestUser(testApp, { plan: 'enterprise' }), createTestUser(testApp, { plan: 'enterprise' })]);
    // cap − 1, paused ones among them: they count too (they are listed).
    await queryDatabase(
      testApp.database.url,
      `insert into reports_recurring_report (id, workspace_id, created_by, name, urls, frequency, recipients, settings, is_active, created_at)
       select gen_random_uuid(), $1, $2, 'Relatório ' || n, '["https://padaria.exemplo.com.br"]', 'monthly', '["dono@padaria.com.br"]', '{}', n % 2 = 0,
              now() - n * interval '1 minute'
       from generate_series(1, $3::int) n`,
      [full.workspaceId, full.userId, RECURRING_REPORTS_CAP - 1],
    );
  });
  afterAll(() => testApp?.close());

  const create = (user: TestUser, language = 'pt') => user.agent.post('/api/enterprise/recurring-reports').set('Accept-Language', language).send(report);

  it('stores exactly one of 20 creations at once at cap − 1, refuses the rest with 409 ITEM_LIMIT in pt and en, and lists 100', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(full)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(refused.body.error).toEqual({
        type: 'VALIDATION_ERROR',
        message: 'Limite de 100 relatórios recorrentes atingido. Exclua um relatório recorrente para criar outro.',
        details: { code: 'ITEM_LIMIT', limit: 100 },
      });
    }
    const english = await create(full, 'en').expect(409);
    expect(english.body.error.message).toBe('Limit of 100 recurring reports reached. Delete a recurring report to create another.');
    expect(((await full.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[]).length).toBe(RECURRING_REPORTS_CAP);
  });

  it('makes room when one is deleted, and another workspace still creates', async () => {
    await create(other).expect(201);
    const [newest] = (await full.agent.get('/api/recurring-reports').expect(200)).body as RecurringReportView[];
    await full.agent.delete(`/api/recurring-reports/${newest!.id}`).expect(200);
    await create(full).expect(201);
    await create(full).expect(409);
  });
});
