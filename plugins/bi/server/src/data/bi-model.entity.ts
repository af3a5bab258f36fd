import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import { deploymentStatuses, modelKinds, type DeploymentStatus, type ModelDriver, type ModelKind, type ModelView } from '@otimiza/plugin-bi-shared';
import type { TrainedState } from './trained-state.js';

/** A workspace's model of one kind as last trained: its backtest, deployment status and what predict needs. */
export const BiModelSchema = defineEntity({
  name: 'BiModel',
  tableName: 'bi_model',
  filters: workspaceFilter,
  uniques: [{ name: 'bi_model_workspace_kind_unique', properties: ['workspace', 'kind'] }],
  indexes: [{ name: 'bi_model_next_retrain_idx', properties: ['nextRetrainAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    kind: p.text().$type<ModelKind>().check(oneOf('kind', modelKinds)),
    status: p.text().$type<DeploymentStatus>().default('testing').check(oneOf('status', deploymentStatuses)),
    algorithm: p.text().default(''),
    trainingWindow: p.json<ModelView['trainingWindow']>().fieldName('training_window').nullable(),
    accuracy: p.double().$type<number>().nullable(),
    auc: p.double().$type<number>().nullable(),
    confidence: p.double().$type<number>().nullable(),
    horizonDays: p.integer().fieldName('horizon_days').nullable(),
    scenarios: p.json<ModelView['scenarios']>().nullable(),
    drivers: p.json<ModelDriver[]>().default('[]'),
    insufficient: p.json<ModelView['insufficient']>().nullable(),
    /** What predict reads: the forecast, the churn weights, the elasticity fit. */
    state: p.json<TrainedState>().nullable(),
    dataEndedAt: p.date().fieldName('data_ended_at').nullable(),
    lastRetrainedAt: p.datetime().fieldName('last_retrained_at').nullable(),
    nextRetrainAt: p.datetime().fieldName('next_retrain_at').nullable(),
  },
});
export type BiModel = InferEntity<typeof BiModelSchema>;
