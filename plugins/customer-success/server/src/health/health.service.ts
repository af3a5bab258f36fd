import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { median } from 'simple-statistics';
import type { HealthTrend, RiskLevel } from '@otimiza/plugin-customer-success-shared';
import { AlertSchema } from '../data/alert.entity.js';
import { churnFeatures, featureRow } from '../churn/churn-features.js';
import { ChurnModelService } from '../churn/churn-model.service.js';
import { churnProbability } from '../churn/logistic-model.js';
import { DAY_MS, daysAgo, utcDay } from '../common/cs-sql.js';
import { CustomerSchema, type Customer } from '../data/customer.entity.js';
import { SettingsService } from '../settings/settings.service.js';
import { computeHealth, healthTrendOf, riskLevelOf } from './health-calculator.js';
import type { StoredFactors } from '../data/health-factors.js';
import { HealthSignalsReader } from './health-signals.reader.js';
import { HealthSnapshotSchema } from '../data/health-snapshot.entity.js';

export interface Evaluation {
  customerId: string;
  score: number | null;
  factors: StoredFactors;
  churnProbability: number | null;
  trend: HealthTrend;
  riskLevel: RiskLevel | null;
  openAlerts: number;
  mrrCents: number;
}

/**
 * A client's health now: its signals scored with the workspace's weights, its trend against the
 * snapshots of the week before, its churn probability from the workspace's model (when it has
 * one), and its risk level from both. `refresh` keeps the result on the customer's row.
 */
@Injectable()
export class HealthService {
  constructor(
    private readonly em: EntityManager,
    private readonly signals: HealthSignalsReader,
    private readonly settings: SettingsService,
    private readonly churn: ChurnModelService,
  ) {}

  async evaluate(agencyId: string, customers: readonly Customer[], now: Date): Promise<Evaluation[]> {
    const active = customers.filter((customer) => customer.status === 'active');
    if (active.length === 0) return [];
    const em = forWorkspace(this.em, agencyId);
    const ids = active.map((customer) => customer.id);
    const [settings, mrrs, weekBefore, alerts, model] = await Promise.all([
      this.settings.get(agencyId),
      em.find(CustomerSchema, { status: 'active', mrrCents: { $gt: 0 } }, { fields: ['mrrCents'] }),
      em.find(
        HealthSnapshotSchema,
        { customer: { $in: ids }, day: { $gte: utcDay(daysAgo(now, 7)), $lt: utcDay(now) } },
        { fields: ['customer', 'score', 'day'], orderBy: { day: 'asc' } },
      ),
      em.find(AlertSchema, { customer: { $in: ids }, status: 'open' }, { fields: ['customer'] }),
      this.churn.modelOf(agencyId),
    ]);
    const medianMrr = mrrs.length ? median(mrrs.map((row) => row.mrrCents)) : null;
    const earliest = new Map<string, number | null>();
    for (const snapshot of weekBefore) if (!earliest.has(snapshot.customer.id)) earliest.set(snapshot.customer.id, snapshot.score ?? null);
    const openAlerts = new Map<string, number>();
    for (const alert of alerts) openAlerts.set(alert.customer.id, (openAlerts.get(alert.customer.id) ?? 0) + 1);

    const siteRuns = this.signals.siteRunsOfPass(now);
    const evaluations: Evaluation[] = [];
    for (const customer of active) {
      const signals = await this.signals.read(agencyId, customer, now, settings, medianMrr, siteRuns);
      const { score, factors } = computeHealth(signals, settings.weights);
      const alertCount = openAlerts.get(customer.id) ?? 0;
      const accountAgeDays = Math.max(0, (now.getTime() - customer.startDate.getTime()) / DAY_MS);
      const probability =
        model && model.features.length === churnFeatures.length
          ? churnProbability(model, featureRow({ score, factors, mrrCents: customer.mrrCents, accountAgeDays, openAlerts: alertCount }))
          : null;
      evaluations.push({
        customerId: customer.id,
        score,
        factors,
        churnProbability: probability,
        trend: healthTrendOf(score, earliest.get(customer.id) ?? null),
        riskLevel: riskLevelOf(score, probability),
        openAlerts: alertCount,
        mrrCents: customer.mrrCents,
      });
    }
    return evaluations;
  }

  /** Computes the given clients (all active ones without ids) and keeps the result on their rows. */
  async refresh(agencyId: string, now = new Date(), ids?: readonly string[]): Promise<Evaluation[]> {
    const em = forWorkspace(this.em, agencyId);
    const customers = await em.find(CustomerSchema, ids ? { id: { $in: [...ids] }, status: 'active' } : { status: 'active' });
    const evaluations = await this.evaluate(agencyId, customers, now);
    for (const evaluation of evaluations) {
      await em.nativeUpdate(
        CustomerSchema,
        { id: evaluation.customerId },
        {
          healthScore: evaluation.score,
          factors: evaluation.factors,
          churnProbability: evaluation.churnProbability,
          healthTrend: evaluation.trend,
          riskLevel: evaluation.riskLevel,
          computedAt: now,
        },
      );
    }
    return evaluations;
  }
}
