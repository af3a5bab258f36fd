import { z } from 'zod';
import { modelKinds, type DeploymentStatus, type ModelKind } from './catalogue.js';
import type { ForecastPoint } from './metrics.js';

/** `GET /api/bi/models?category=`. */
export const modelsQuerySchema = z.object({
  category: z.enum(['all', ...modelKinds], { error: 'bi.categoryInvalid' }).default('all'),
});
export type ModelsQuery = z.output<typeof modelsQuerySchema>;

/** `POST /api/bi/models/:id/predict`: the spec's body is an empty object; each field narrows the prediction. */
export const predictSchema = z
  .object({
    /** Time-series models: days ahead (default 90). */
    horizonDays: z
      .number({ error: 'bi.horizonInvalid' })
      .int({ error: 'bi.horizonInvalid' })
      .min(1, { error: 'bi.horizonInvalid' })
      .max(365, { error: 'bi.horizonInvalid' }),
    /** Pricing: the price (BRL) whose volume to predict (default the latest price). */
    price: z.number({ error: 'bi.numberInvalid' }).positive({ error: 'bi.numberInvalid' }).max(1e12, { error: 'bi.numberInvalid' }),
    /** Churn: one client's features; without them every current client is scored. */
    features: z.object({
      usage: z.number({ error: 'bi.numberInvalid' }).min(0, { error: 'bi.numberInvalid' }).max(1e6, { error: 'bi.numberInvalid' }),
      scoresTrend: z.number({ error: 'bi.numberInvalid' }).min(-100, { error: 'bi.numberInvalid' }).max(100, { error: 'bi.numberInvalid' }),
      engagement: z.number({ error: 'bi.numberInvalid' }).min(0, { error: 'bi.numberInvalid' }).max(1e6, { error: 'bi.numberInvalid' }),
      plan: z.string().trim().max(40),
    }),
  })
  .partial()
  .strict();
export type PredictInput = z.input<typeof predictSchema>;

/** A model driver: a churn feature's standardised weight, or the price elasticity. */
export interface ModelDriver {
  feature: string;
  label: { pt: string; en: string };
  /** Signed effect: the standardised coefficient (churn), the elasticity (pricing). */
  weight: number;
}

/** A figure with its percentile bootstrap 95% interval. */
export interface IntervalFigure {
  value: number;
  low: number;
  high: number;
}

/**
 * The churn model judged on a time-based hold-out: fitted on the customers who started before
 * `cutDate`, scored on those who started from it on (outcomes the fit never saw). AUC (Mann–Whitney)
 * and Brier score with percentile bootstrap 95% intervals over `resamples` resamples of the test set.
 */
export interface ChurnHoldout {
  cutDate: string;
  train: { customers: number; events: number };
  test: { customers: number; events: number };
  /** Null when the test set lacks one of the outcomes. */
  auc: IntervalFigure | null;
  brier: IntervalFigure;
  resamples: number;
  /** 'dados insuficientes': why the figures cannot be trusted (too few test churn events, or an AUC interval too wide); null when they can. */
  insufficient: { pt: string; en: string } | null;
}

/** A predictive model. */
export interface ModelView {
  id: string;
  kind: ModelKind;
  name: { pt: string; en: string };
  description: { pt: string; en: string };
  algorithm: string;
  /** What it is trained on (a series' key, or the customers). */
  input: { pt: string; en: string };
  deployment: {
    status: DeploymentStatus;
    lastRetrained: string | null;
    nextRetrain: string | null;
    /** The minimum accuracy it must show in its backtest to become active. */
    threshold: number;
  };
  trainingWindow: { from: string; to: string; points: number } | null;
  performance: {
    /** Held-out accuracy (time series: 1 − MAPE; churn: accuracy at the 0.5 cut on the time-based hold-out; pricing: holdout 1 − MAPE). */
    accuracy: number | null;
    /** Churn: ROC AUC on the time-based hold-out (`holdout.auc.value`). */
    auc: number | null;
    /** Churn: the time-based hold-out with its intervals; null for other kinds and before training. */
    holdout: ChurnHoldout | null;
    /** Time series: how many of the backtest's held-out periods fell inside the forecast's 95% interval. */
    intervalCoverage: { inside: number; heldOut: number; granularity: 'month' | '30d' } | null;
  };
  predictions: {
    /** Share of held-out points inside the 95% interval (time series), or the accuracy (churn, pricing). */
    confidence: number | null;
    horizonDays: number | null;
  };
  /**
   * The interval's bounds and centre over the 90-day horizon (`from`–`to`, the forecast periods not yet
   * ended), as percent change (time series): `sum`, the horizon's total against the total of as many
   * latest periods with data (`comparedFrom`–`comparedTo`); `end`, the horizon's last period against
   * the latest period.
   */
  scenarios: {
    optimistic: number;
    realistic: number;
    pessimistic: number;
    basis: 'sum' | 'end';
    from: string;
    to: string;
    comparedFrom: string;
    comparedTo: string;
  } | null;
  drivers: ModelDriver[];
  /** 'dados insuficientes': what it has and the minimum it needs. */
  insufficient: { have: number; need: number; what: { pt: string; en: string } } | null;
  /** Why it is retired: its data stopped on this day. */
  dataEndedAt: string | null;
}

export interface ModelList {
  models: ModelView[];
}

/** `POST /api/bi/models/:id/predict` answer (409 unless the model is active). */
export interface PredictionResult {
  modelId: string;
  kind: ModelKind;
  prediction: {
    /** The model's held-out confidence (0–1). */
    confidence: number;
    /** Time series: the forecast periods; pricing: one point (the volume at the price). */
    points: ForecastPoint[];
    /** Churn: each scored client (or the given features) with its probability, riskiest first. */
    churn: { customerId: string | null; probability: number }[];
    /** Pricing: the volume predicted at the price. */
    volume: { price: number; volume: number } | null;
  };
  generatedAt: string;
}
