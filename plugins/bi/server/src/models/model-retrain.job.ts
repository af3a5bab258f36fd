import { defineJob } from '@otimiza/sdk/server';
import type { ModelKind } from '@otimiza/plugin-bi-shared';

/** `modelId` names the job's system-health row (jobs queued before it was in the payload have none). */
export const modelRetrainJob = defineJob<{ workspaceId: string; kind: ModelKind; modelId?: string; dueAt: number }>('bi.model-retrain');
export const MODEL_RETRAIN_ATTEMPTS = 3;
/** The queue's id of a model's retrain due at `dueAt` (ms): one job, and one system-health row, per retrain. */
export const retrainJobId = (modelId: string, dueAt: number) => `bi-retrain-${modelId}-${dueAt}`;
