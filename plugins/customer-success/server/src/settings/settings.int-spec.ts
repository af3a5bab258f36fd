import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import type { CustomerSuccessSettings, CustomerSuccessSystem, CustomerView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisRecord, startCsApp, uniform, type CsApp } from '../testing/cs-test-kit.js';

const site = 'https://loja-aurora.example.com/';
const targets = { noLoginDays: 14, engagementTargets: { signInsPerMonth: 8, reportViewsPerMonth: 4 } };

describe('customer success settings', () => {
  let app: CsApp;
  let owner: TestUser;
  let aurora: CustomerView;

  beforeAll(async () => {
    app = await startCsApp();
    owner = await createTestUser(app.testApp, { plan: 'enterprise' });
    app.analyses.add(owner.workspaceId, analysisRecord(site, uniform(90), new Date(Date.now() - 3 * 86_400_000)));
    // The other client has only its value measured (no score). Then MRR 1000 against a median of 2000: value 50; its site at 90: product 90.
    await owner.agent.post('/api/cs/customers').send({ name: 'Oficina Sol', mrr: 3000 }).expect(201);
    aurora = (
      await owner.agent
        .post('/api/cs/customers')
        .send({ name: 'Loja Aurora', mrr: 1000, sites: [site] })
        .expect(201)
    ).body as CustomerView;
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  const scoreOf = async (id: string) => ((await owner.agent.get(`/api/cs/customers/${id}`).expect(200)).body as CustomerView).healthScore;

  it('computes the active clients’ health again with the weights as they are saved', async () => {
    // The default weights (value 20, product 25 of the measured ones): (50·20 + 90·25) / 45.
    expect(aurora.factors.value.score).toBe(50);
    expect(aurora.factors.product.score).toBe(90);
    expect(aurora.healthScore).toBe(72);

    const weights = { engagement: 10, value: 70, satisfaction: 10, product: 10 };
    const saved = await owner.agent
      .put('/api/cs/settings')
      .send({ weights, ...targets })
      .expect(200);
    expect((saved.body as CustomerSuccessSettings).weights).toEqual(weights);
    // Read right after the save (a read of one client computes nothing): (50·70 + 90·10) / 80.
    expect(await scoreOf(aurora.customerId)).toBe(55);
    expect(((await owner.agent.get('/api/cs/system').expect(200)).body as CustomerSuccessSystem).systemMetrics.averageHealthScore).toBe(55);
    const [row] = await queryDatabase<{ computed_at: Date | null }>(
      app.testApp.database.url,
      'select computed_at from customer_success_customer where id = $1',
      [aurora.customerId],
    );
    expect(row!.computed_at).not.toBeNull();
  });

  it('lets a member read the weights but leaves their change and the CSM goals to owners and admins (403)', async () => {
    const member = await createTestUser(app.testApp, { plan: 'enterprise' });
    await queryDatabase(app.testApp.database.url, `insert into core_membership (workspace_id, user_id, role) values ($1, $2, 'member')`, [
      owner.workspaceId,
      member.userId,
    ]);
    await member.agent.post('/api/workspace/switch').send({ workspaceId: owner.workspaceId }).expect(200);
    const before = (await member.agent.get('/api/cs/settings').expect(200)).body as CustomerSuccessSettings;

    const refused = await member.agent
      .put('/api/cs/settings')
      .send({ weights: { engagement: 25, value: 25, satisfaction: 25, product: 25 }, ...targets })
      .expect(403);
    expect(refused.body.error).toMatchObject({ type: 'FORBIDDEN', message: 'Só proprietários e administradores do espaço de trabalho podem fazer isso.' });
    await member.agent.put(`/api/cs/csm-goals/${member.userId}`).send({ retention: 95, expansion: 5 }).expect(403);
    expect((await owner.agent.get('/api/cs/settings').expect(200)).body).toEqual(before);
    expect(await scoreOf(aurora.customerId)).toBe(55);

    await owner.agent.put(`/api/cs/csm-goals/${member.userId}`).send({ retention: 95, expansion: 5 }).expect(200);
  });
});
