import { randomUUID } from 'node:crypto';
import { CustomerRecordsPort } from '@otimiza/plugin-customer-success-contract';
import { createTestUser, queryDatabase, type TestUser } from '@otimiza/sdk/testing';
import type { ChurnModelView } from '@otimiza/plugin-customer-success-shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCsApp, type CsApp } from '../testing/cs-test-kit.js';

const DAY = 86_400_000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Stored factors of a snapshot with these factor scores. */
const factors = (engagement: number, satisfaction: number, product: number) => ({
  engagement: { score: engagement, signIns: null, lastSignInAt: null, reportViews: Math.round(engagement / 20), targets: { signIns: 4, reportViews: 2 } },
  value: { score: 80, mrr: 900, medianMrr: 1000 },
  satisfaction: { score: satisfaction, answers: 2, nps: 0, csat: null, detractors: 0, promoters: 0 },
  product: { score: product, sites: 1, averageSiteScore: product, trend: 0, failing: [] },
});

/** A client of the agency that left 10 days ago (its last snapshot 20 days ago), or one kept for 200 days; back-dated rows. */
async function seedClient(app: CsApp, agency: TestUser, churned: boolean, index: number): Promise<void> {
  const id = randomUUID();
  const now = Date.now();
  // Churned clients were mostly disengaged and unhappy; a few of each kind are not, so the model is not perfect.
  const noisy = index % 5 === 0;
  const low = churned !== noisy;
  const engagement = low ? 15 + (index % 7) * 3 : 70 + (index % 6) * 4;
  const satisfaction = low ? 25 + (index % 4) * 5 : 75 + (index % 5) * 4;
  const product = low ? 45 + (index % 5) * 3 : 80 + (index % 4) * 3;
  const score = Math.round((engagement * 30 + 80 * 20 + satisfaction * 25 + product * 25) / 100);
  await queryDatabase(
    app.testApp.database.url,
    `insert into customer_success_customer (id, workspace_id, kind, name, mrr_cents, start_date, sites, status, churned_at, health_score)
     values ($1, $2, 'manual', $3, 90000, $4, '[]'::jsonb, $5, $6, $7)`,
    [id, agency.workspaceId, `Cliente ${index}`, new Date(now - 200 * DAY), churned ? 'churned' : 'active', churned ? new Date(now - 10 * DAY) : null, score],
  );
  await queryDatabase(
    app.testApp.database.url,
    `insert into customer_success_health_snapshot (id, workspace_id, customer_id, day, taken_at, score, mrr_cents, factors, open_alerts)
     values (gen_random_uuid(), $1, $2, $3, $4, $5, 90000, $6::jsonb, $7)`,
    [
      agency.workspaceId,
      id,
      dayOf(new Date(now - 20 * DAY)),
      new Date(now - 20 * DAY),
      score,
      JSON.stringify(factors(engagement, satisfaction, product)),
      low ? 2 : 0,
    ],
  );
}

describe('the churn model', () => {
  let app: CsApp;

  beforeAll(async () => {
    app = await startCsApp();
  });
  afterAll(async () => {
    await app?.testApp.close();
  });

  it("says 'dados insuficientes' without a figure while the agency has too few churned and retained clients", async () => {
    const agency = await createTestUser(app.testApp, { plan: 'enterprise' });
    for (let index = 0; index < 6; index += 1) await seedClient(app, agency, index < 2, index);
    const model = (await agency.agent.get('/api/cs/churn-model').expect(200)).body as ChurnModelView;
    expect(model.status).toBe('insufficient-data');
    expect(model.performance).toBeNull();
    expect(model.predictions).toBeNull();
    expect(model.requirement).toEqual({ minimumLabelled: 20, minimumPerClass: 5, churned: 2, retained: 4 });
    expect(model.calibration.dataPoints).toBe(6);
  });

  it('reports cross-validated accuracy, AUC, precision, recall and F1 from a seeded history, and predicts the active clients', async () => {
    const agency = await createTestUser(app.testApp, { plan: 'enterprise' });
    for (let index = 0; index < 40; index += 1) await seedClient(app, agency, index < 15, index);
    const model = (await agency.agent.get('/api/cs/churn-model').expect(200)).body as ChurnModelView;
    expect(model.status).toBe('ready');
    expect(model.requirement).toMatchObject({ churned: 15, retained: 25 });
    expect(model.calibration.dataPoints).toBe(40);
    const performance = model.performance!;
    expect(performance.folds).toBe(5);
    // Separable but for the noisy fifth: well above chance (the other features may still separate the folds perfectly).
    expect(performance.auc).toBeGreaterThan(0.7);
    expect(performance.auc).toBeLessThanOrEqual(1);
    for (const figure of [performance.accuracy, performance.precision, performance.recall, performance.f1Score]) {
      expect(figure).toBeGreaterThan(0);
      expect(figure).toBeLessThanOrEqual(1);
    }
    const predictions = model.predictions!;
    expect(predictions.highRisk + predictions.mediumRisk + predictions.lowRisk).toBe(25);
    expect(model.features).toContain('healthScore');

    // Business intelligence reads the same clients through CustomerRecordsPort: the agency's only.
    const records = await app.testApp.app.get(CustomerRecordsPort).customersOf(agency.workspaceId);
    expect(records).toHaveLength(40);
    expect(records.filter((record) => record.churnedAt !== null)).toHaveLength(15);
    expect(records.every((record) => record.mrr === 900 && record.measuredAt !== null && record.features.engagement !== null)).toBe(true);
  });
});
