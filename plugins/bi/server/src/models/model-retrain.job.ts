import { defineJob } from '@otimiza/sdk/server';
import type { ModelKind } from '@otimiza/plugin-bi-shared';

export const modelRetrainJob = defineJob<{ workspaceId: string; kind: ModelKind; dueAt: number }>('bi.model-retrain');
export const MODEL_RETRAIN_ATTEMPTS = 3;
