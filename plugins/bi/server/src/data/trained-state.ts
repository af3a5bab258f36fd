import type { ChurnHoldout } from '@otimiza/plugin-bi-shared';

/** How a series model forecasts (stats/forecasting.ts). */
export type ForecastMethod = 'ETS' | 'MSTL + ETS';
/** The period a series is read by (stats/periods.ts). */
export type Granularity = 'month' | '30d';

/** What a trained model keeps for predict, by kind of model. */
export type TrainedState =
  | {
      kind: 'series';
      metricKey: string;
      granularity: Granularity;
      method: ForecastMethod;
      season: number;
      /** The periods it was trained on (their values), and the last one's days. */
      values: number[];
      lastPeriod: { start: string; end: string };
    }
  | {
      kind: 'churn';
      features: string[];
      means: number[];
      deviations: number[];
      /** Intercept first, then one per feature (ml-logistic-regression's standardised model). */
      weights: number[];
      /** The plan names in the order of their ordinal feature. */
      plans: string[];
      /**
       * Its time-based hold-out, kept with the weights it judges (no column of its own; rows trained
       * before it have none and show none until retrained).
       */
      holdout?: ChurnHoldout;
    }
  | { kind: 'pricing'; elasticity: number; intercept: number; latestPrice: number; r2: number };
