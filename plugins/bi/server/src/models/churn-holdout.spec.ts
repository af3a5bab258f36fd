import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import { bootstrapScores, brierScore, mannWhitneyAuc, seededRandom } from '../stats/churn-evaluation.js';
import { areaUnderCurve } from '../stats/logistic.js';
import { trainChurnModel } from './train-model.js';

const now = new Date('2026-11-27T12:00:00Z');
const DAY = 86_400_000;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A standard normal draw (Box–Muller) from a seeded uniform generator. */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/**
 * Customers from a known churn process: each starts on a uniform day of the two years before `now`,
 * has standardised usage and engagement, and leaves with probability
 * sigmoid(−1 − 2·usage_z + 1.5·(1 − engagement_z)), within 60 days of starting (so one who started
 * 90 days before the latest measurement has shown its outcome). Usage and engagement are recorded on
 * their own scales (sign-ins, report views); the score trend is noise, the plan the same for all.
 */
function generate(count: number, seed: number): { customers: CustomerRecord[]; truth: Map<string, number> } {
  const random = seededRandom(seed);
  const truth = new Map<string, number>();
  const customers = Array.from({ length: count }, (_, index): CustomerRecord => {
    const usageZ = normal(random);
    const engagementZ = normal(random);
    const probability = sigmoid(-1 - 2 * usageZ + 1.5 * (1 - engagementZ));
    const startedAt = new Date(now.getTime() - Math.floor(random() * 730) * DAY - DAY);
    const churned = random() < probability;
    const churnedAt = churned ? new Date(Math.min(startedAt.getTime() + (1 + Math.floor(random() * 60)) * DAY, now.getTime() - DAY)) : null;
    const id = `c${index}`;
    truth.set(id, probability);
    return {
      id,
      plan: 'starter',
      mrr: 100,
      startedAt,
      churnedAt,
      features: { usage: 40 + 10 * usageZ, scoresTrend: Math.round(normal(random) * 5), engagement: 20 + 5 * engagementZ },
      measuredAt: churnedAt ? new Date(churnedAt.getTime() - DAY) : new Date(now.getTime() - DAY),
    };
  });
  return { customers, truth };
}

/** The test customers of a hold-out: those who started from its cut day and at least 90 days before the latest measurement. */
function testSet(customers: readonly CustomerRecord[], cutDate: string) {
  const latest = Math.max(...customers.map((customer) => customer.measuredAt!.getTime()));
  const horizon = new Date(latest - 90 * DAY).toISOString().slice(0, 10);
  return customers.filter((customer) => {
    const day = customer.startedAt.toISOString().slice(0, 10);
    return day >= cutDate && day < horizon;
  });
}

describe('churn model on a time-based hold-out', () => {
  it('Mann–Whitney AUC by ranks equals the pairwise count, ties counting half; Brier is the mean squared error', () => {
    const scored = [
      { probability: 0.9, churned: true },
      { probability: 0.4, churned: true },
      { probability: 0.4, churned: false },
      { probability: 0.2, churned: false },
      { probability: 0.7, churned: false },
    ];
    // Pairs (churned × stayed): 0.9 beats all 3; 0.4 ties 0.4 (½), beats 0.2, loses to 0.7 → 4.5 of 6.
    expect(mannWhitneyAuc(scored)).toBe(4.5 / 6);
    expect(areaUnderCurve(scored)).toBe(4.5 / 6);
    expect(brierScore(scored)).toBeCloseTo((0.01 + 0.36 + 0.16 + 0.04 + 0.49) / 5, 12);
    // Seeded: the same test set always gives the same interval.
    expect(bootstrapScores(scored)).toEqual(bootstrapScores(scored));
  });

  it('recovers a known churn process: the AUC and Brier intervals contain those of the true probabilities on the same test customers', () => {
    const { customers, truth } = generate(400, 7);
    const training = trainChurnModel(customers, now, false);
    const holdout = training.state?.kind === 'churn' ? training.state.holdout! : null;
    expect(holdout).not.toBeNull();
    expect(holdout!.insufficient).toBeNull();
    // The cut leaves about three quarters of the (eligible) churn events to training.
    const events = holdout!.train.events + holdout!.test.events;
    expect(holdout!.train.events).toBe(Math.ceil(events * 0.75));
    expect(holdout!.test.events).toBeGreaterThanOrEqual(10);

    const test = testSet(customers, holdout!.cutDate);
    expect(test.length).toBe(holdout!.test.customers);
    expect(test.filter((customer) => customer.churnedAt).length).toBe(holdout!.test.events);
    // No test customer started before the cut: the fit never saw them.
    expect(test.every((customer) => customer.startedAt.toISOString().slice(0, 10) >= holdout!.cutDate)).toBe(true);

    const trueScores = test.map((customer) => ({ probability: truth.get(customer.id)!, churned: customer.churnedAt !== null }));
    const trueAuc = mannWhitneyAuc(trueScores)!;
    const trueBrier = brierScore(trueScores);
    expect(holdout!.auc!.low).toBeLessThanOrEqual(trueAuc);
    expect(trueAuc).toBeLessThanOrEqual(holdout!.auc!.high);
    expect(holdout!.brier.low).toBeLessThanOrEqual(trueBrier);
    expect(trueBrier).toBeLessThanOrEqual(holdout!.brier.high);
    expect(holdout!.auc!.low).toBeLessThan(holdout!.auc!.value);
    expect(holdout!.auc!.value).toBeLessThan(holdout!.auc!.high);
    expect(training.auc).toBe(holdout!.auc!.value);
    // The fit finds the process's directions: more usage and more engagement keep a client.
    const weight = (feature: string) => training.drivers.find((driver) => driver.feature === feature)!.weight;
    expect(weight('usage')).toBeLessThan(0);
    expect(weight('engagement')).toBeLessThan(0);
    // Deterministic: the same customers give the same hold-out.
    expect(trainChurnModel(customers, now, false).state).toEqual(training.state);
  });

  it("says 'dados insuficientes' with the reason when the test set has too few churn events", () => {
    // 30 clients, 4 of whom left: below the 5 of each outcome the model needs to train at all.
    const few = generate(30, 3).customers.map((customer, index) => ({
      ...customer,
      churnedAt: index < 4 ? new Date(customer.startedAt.getTime() + 10 * DAY) : null,
    }));
    expect(trainChurnModel(few, now, false)).toMatchObject({
      status: 'testing',
      insufficient: { have: 4, need: 5, what: { pt: expect.stringContaining('clientes que saíram') } },
    });

    // 60 clients, 12 of whom left: enough to train, but the latest quarter leaves 3 events to test.
    const some = generate(60, 5).customers.map((customer, index) => ({
      ...customer,
      churnedAt: index < 12 ? new Date(customer.startedAt.getTime() + 10 * DAY) : null,
    }));
    const training = trainChurnModel(some, now, false);
    const holdout = training.state?.kind === 'churn' ? training.state.holdout! : null;
    expect(training.status).toBe('testing');
    expect(holdout!.test.events).toBeLessThan(10);
    expect(holdout!.insufficient!.pt).toBe(
      `${holdout!.test.events} cancelamentos entre os ${holdout!.test.customers} clientes do teste (entrada a partir de ${holdout!.cutDate.split('-').reverse().join('/')}); o mínimo é 10`,
    );
    expect(holdout!.insufficient!.en).toContain(`${holdout!.test.events} churn events among the ${holdout!.test.customers} test clients`);
  });
});
