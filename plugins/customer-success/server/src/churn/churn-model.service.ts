import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { ChurnModelView } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import { DAY_MS, daysAgo, percent, utcDay } from '../common/cs-sql.js';
import { CustomerSchema } from '../data/customer.entity.js';
import { HealthSnapshotSchema, type HealthSnapshot } from '../data/health-snapshot.entity.js';
import { PlaybookExecutionSchema } from '../data/playbook-execution.entity.js';
import { TaskSchema } from '../data/task.entity.js';
import { churnFeatures, featureRow } from './churn-features.js';
import { ChurnModelSchema, type TrainedWeights } from '../data/churn-model.entity.js';
import { classificationFigures, rocAuc, stratifiedFolds } from './cross-validation.js';
import { churnProbability, trainLogistic } from './logistic-model.js';

/** Below these, the model says 'dados insuficientes' and gives no figure. */
export const MIN_LABELLED = 20;
export const MIN_PER_CLASS = 5;
const FOLDS = 5;
/** A client kept this long counts as retained. */
const RETAINED_AFTER_DAYS = 90;
const HIGH_RISK = 0.6;
const MEDIUM_RISK = 0.3;

interface LabelledRow {
  customerId: string;
  label: 0 | 1;
  row: (number | null)[];
  day: string;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The churn model of an agency: a logistic regression (mljs) trained on its own clients — those
 * who left (features of their last snapshot before leaving) and those kept at least 90 days
 * (their latest snapshot) — with stratified 5-fold cross-validation. Recalibrated by the daily
 * snapshot, and when read after its labelled clients changed.
 */
@Injectable()
export class ChurnModelService {
  constructor(private readonly em: EntityManager) {}

  async modelOf(agencyId: string): Promise<TrainedWeights | null> {
    const row = await forWorkspace(this.em, agencyId).findOne(ChurnModelSchema, { workspace: agencyId }, { fields: ['model'] });
    return row?.model ?? null;
  }

  /** Trains again when the labelled clients changed or a day passed since the last calibration. */
  async calibrate(agencyId: string, now = new Date()): Promise<void> {
    const data = await this.labelled(agencyId, now);
    const labelsKey = createHash('sha256')
      .update(data.map((entry) => `${entry.customerId}:${entry.label}:${entry.day}`).join('|'))
      .digest('base64url');
    const em = forWorkspace(this.em, agencyId);
    const current = await em.findOne(ChurnModelSchema, { workspace: agencyId });
    if (current && current.labelsKey === labelsKey && now.getTime() - current.calibratedAt.getTime() < DAY_MS) return;
    const churned = data.filter((entry) => entry.label === 1).length;
    const enough = data.length >= MIN_LABELLED && churned >= MIN_PER_CLASS && data.length - churned >= MIN_PER_CLASS;
    const trained = enough ? this.train(data) : null;
    await em.upsert(ChurnModelSchema, {
      workspace: agencyId,
      calibratedAt: now,
      dataPoints: data.length,
      labelsKey,
      performance: trained?.performance ?? null,
      model: trained?.model ?? null,
    });
  }

  async view(agencyId: string, language: Language, now = new Date()): Promise<ChurnModelView> {
    await this.calibrate(agencyId, now);
    const em = forWorkspace(this.em, agencyId);
    const [row, data, active, interventions] = await Promise.all([
      em.findOneOrFail(ChurnModelSchema, { workspace: agencyId }),
      this.labelled(agencyId, now),
      em.find(CustomerSchema, { status: 'active' }, { fields: ['churnProbability'] }),
      this.interventions(agencyId, now),
    ]);
    const churned = data.filter((entry) => entry.label === 1).length;
    const ready = row.model !== null && row.performance !== null;
    const probabilities = active.map((customer) => customer.churnProbability).filter((value): value is number => value != null);
    return {
      name: language === 'pt' ? 'Modelo de churn da agência' : 'Agency churn model',
      algorithm:
        language === 'pt'
          ? 'Regressão logística (ml-logistic-regression), validação cruzada estratificada'
          : 'Logistic regression (ml-logistic-regression), stratified cross-validation',
      status: ready ? 'ready' : 'insufficient-data',
      features: [...churnFeatures],
      requirement: { minimumLabelled: MIN_LABELLED, minimumPerClass: MIN_PER_CLASS, churned, retained: data.length - churned },
      performance: ready ? (row.performance ?? null) : null,
      predictions: ready
        ? {
            highRisk: probabilities.filter((value) => value >= HIGH_RISK).length,
            mediumRisk: probabilities.filter((value) => value >= MEDIUM_RISK && value < HIGH_RISK).length,
            lowRisk: probabilities.filter((value) => value < MEDIUM_RISK).length,
          }
        : null,
      interventions,
      calibration: {
        lastCalibrated: row.calibratedAt.toISOString(),
        nextCalibration: new Date(row.calibratedAt.getTime() + DAY_MS).toISOString(),
        dataPoints: row.dataPoints,
      },
    };
  }

  private train(data: LabelledRow[]): { performance: NonNullable<ChurnModelView['performance']>; model: TrainedWeights } {
    const labels = data.map((entry) => entry.label);
    const rows = data.map((entry) => entry.row);
    const minority = Math.min(labels.filter((label) => label === 1).length, labels.filter((label) => label === 0).length);
    const k = Math.min(FOLDS, minority);
    const outOfFold = new Array<number>(data.length);
    for (const test of stratifiedFolds(labels, k)) {
      const held = new Set(test);
      const trainIndex = data.map((_, index) => index).filter((index) => !held.has(index));
      const model = trainLogistic(
        churnFeatures,
        trainIndex.map((index) => rows[index]!),
        trainIndex.map((index) => labels[index]!),
      );
      for (const index of test) outOfFold[index] = churnProbability(model, rows[index]!);
    }
    const figures = classificationFigures(labels, outOfFold);
    return {
      performance: {
        accuracy: round3(figures.accuracy),
        auc: round3(rocAuc(labels, outOfFold)),
        precision: round3(figures.precision),
        recall: round3(figures.recall),
        f1Score: round3(figures.f1Score),
        folds: k,
      },
      model: trainLogistic(churnFeatures, rows, labels),
    };
  }

  /** Churned clients with a snapshot before they left, and clients kept 90 days or more with a snapshot. */
  private async labelled(agencyId: string, now: Date): Promise<LabelledRow[]> {
    const em = forWorkspace(this.em, agencyId);
    const customers = await em.find(CustomerSchema, {}, { fields: ['status', 'churnedAt', 'startDate', 'mrrCents'], orderBy: { id: 'asc' } });
    const labelled = customers.filter(
      (customer) => (customer.status === 'churned' && customer.churnedAt) || now.getTime() - customer.startDate.getTime() >= RETAINED_AFTER_DAYS * DAY_MS,
    );
    if (labelled.length === 0) return [];
    const snapshots = await em.find(
      HealthSnapshotSchema,
      { customer: { $in: labelled.map((customer) => customer.id) }, day: { $lte: utcDay(now) } },
      { orderBy: { day: 'desc' } },
    );
    const byCustomer = new Map<string, HealthSnapshot[]>();
    for (const snapshot of snapshots) byCustomer.set(snapshot.customer.id, [...(byCustomer.get(snapshot.customer.id) ?? []), snapshot]);
    return labelled.flatMap((customer): LabelledRow[] => {
      const churned = customer.status === 'churned' && customer.churnedAt;
      const before = churned ? utcDay(customer.churnedAt!) : null;
      const snapshot = (byCustomer.get(customer.id) ?? []).find((entry) => before === null || entry.day < before);
      if (!snapshot) return [];
      const at = Date.parse(`${snapshot.day}T12:00:00Z`);
      return [
        {
          customerId: customer.id,
          label: churned ? 1 : 0,
          day: snapshot.day,
          row: featureRow({
            score: snapshot.score ?? null,
            factors: snapshot.factors,
            mrrCents: snapshot.mrrCents,
            accountAgeDays: Math.max(0, (at - customer.startDate.getTime()) / DAY_MS),
            openAlerts: snapshot.openAlerts,
          }),
        },
      ];
    });
  }

  /**
   * Playbook executions (automated) and CSM tasks done (manual) of the last 90 days; a prevented
   * churn is a client at high or critical risk when a playbook ran for it, 30 days or more ago, who
   * is still a client and now at low or medium risk. The save rate is over those clients.
   */
  private async interventions(agencyId: string, now: Date): Promise<ChurnModelView['interventions']> {
    const em = forWorkspace(this.em, agencyId);
    const since = daysAgo(now, 90);
    const [executions, manual] = await Promise.all([
      em.find(PlaybookExecutionSchema, { createdAt: { $gte: since } }, { populate: ['customer'] }),
      em.count(TaskSchema, { status: 'done', completedAt: { $gte: since } }),
    ]);
    const decided = new Map<string, boolean>();
    for (const execution of executions) {
      if (execution.riskBefore !== 'high' && execution.riskBefore !== 'critical') continue;
      if (now.getTime() - execution.createdAt.getTime() < 30 * DAY_MS) continue;
      const customer = execution.customer;
      const saved = customer.status === 'active' && (customer.riskLevel === 'low' || customer.riskLevel === 'medium');
      decided.set(customer.id, (decided.get(customer.id) ?? false) || saved);
    }
    const prevented = [...decided.values()].filter(Boolean).length;
    return { automated: executions.length, manual, preventedChurns: prevented, saveRate: percent(prevented, decided.size) };
  }
}
