import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceKeyProperty } from '@otimiza/sdk/server';
import type { ChurnModelView } from '@otimiza/plugin-customer-success-shared';

/** A trained model: standardisation and weights of the logistic regression over `features`. */
export interface TrainedWeights {
  features: string[];
  means: number[];
  deviations: number[];
  /** Intercept first, then one per feature. */
  weights: number[];
}

/** A workspace's churn model as last calibrated (one row): its cross-validated figures and, when it had enough data, its weights. */
export const ChurnModelSchema = defineEntity({
  name: 'CsChurnModel',
  tableName: 'customer_success_churn_model',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKeyProperty(),
    calibratedAt: p.datetime().fieldName('calibrated_at'),
    /** The labelled clients it was trained on (churned and retained), to know when it is out of date. */
    dataPoints: p.integer().fieldName('data_points'),
    labelsKey: p.text().fieldName('labels_key'),
    performance: p.json<ChurnModelView['performance']>().nullable(),
    model: p.json<TrainedWeights>().nullable(),
  },
});
export type ChurnModelRow = InferEntity<typeof ChurnModelSchema>;
