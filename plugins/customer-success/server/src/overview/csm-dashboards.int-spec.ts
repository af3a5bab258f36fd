import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import type { CsmDashboardList, CustomerView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCsApp, type CsApp } from '../testing/cs-test-kit.js';

const DAY = 86_400_000;

describe('CSM dashboards', () => {
  let app: CsApp;
  let owner: TestUser;

  beforeAll(async () => {
    app = await startCsApp();
    owner = await createTestUser(app.testApp, { plan: 'enterprise' });
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  it('splits a CSM’s scored clients by health band (whatever the churn model says) and computes the expansion from their MRR 30 days ago', async () => {
    const sql = (text: string, values: unknown[]) => queryDatabase(app.testApp.database.url, text, values);
    const clients = [
      // A green score the churn model still calls high risk: healthy, not at risk.
      { name: 'Loja Aurora', score: 85, risk: 'high', mrrThen: 1000, mrrNow: 1500 },
      { name: 'Oficina Sol', score: 65, risk: 'medium', mrrThen: 1000, mrrNow: 1000 },
      { name: 'Doceria Bella', score: 45, risk: 'high', mrrThen: 1000, mrrNow: 1000 },
      { name: 'Padaria Pão Quente', score: 30, risk: 'critical', mrrThen: 1000, mrrNow: 1000 },
      { name: 'Cliente sem dados', score: null, risk: null, mrrThen: null, mrrNow: 0 },
    ];
    const thirtyDaysAgo = new Date(Date.now() - 30 * DAY).toISOString().slice(0, 10);
    for (const client of clients) {
      const created = (await owner.agent.post('/api/cs/customers').send({ name: client.name, mrr: client.mrrNow, csmUserId: owner.userId }).expect(201))
        .body as CustomerView;
      // The stored health as a computation leaves it (the dashboards read it as stored).
      await sql('update customer_success_customer set health_score = $2, risk_level = $3 where id = $1', [created.customerId, client.score, client.risk]);
      if (client.mrrThen !== null)
        await sql(
          `insert into customer_success_health_snapshot (id, workspace_id, customer_id, day, taken_at, score, mrr_cents, factors) values (gen_random_uuid(), $1, $2, $3, now(), $4, $5, '{}'::jsonb)`,
          [owner.workspaceId, created.customerId, thirtyDaysAgo, client.score, client.mrrThen * 100],
        );
    }

    const { dashboards } = (await owner.agent.get(`/api/cs/csm-dashboards?csm=${owner.userId}`).expect(200)).body as CsmDashboardList;
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.customers).toEqual({ total: 5, healthy: 1, atRisk: 2, critical: 1 });
    expect(dashboards[0]!.metrics.averageHealthScore).toBe(56.3);
    // 4 000 of MRR then, 4 500 now.
    expect(dashboards[0]!.performance.expansionRate).toBe(12.5);
  });
});
