import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';

/**
 * One of the plugin's queued jobs (a model retrain, a scheduled report, an alert check), for the
 * system-health card: `queued` when it was put in the queue (`key`, the queue's job id), then its
 * final outcome. A job still `queued` long after is stuck (no worker took it, or it died unrecorded).
 */
export const BiJobRunSchema = defineEntity({
  name: 'BiJobRun',
  ...workspaceOwnedTable('bi_job_run'),
  properties: {
    ...workspaceOwnedRowProperties(),
    job: p.text(),
    /** The queue's job id; null for an outcome recorded without one. */
    key: p.text().nullable().unique('bi_job_run_key_unique'),
    status: p
      .text()
      .$type<'queued' | 'succeeded' | 'failed'>()
      .check(oneOf('status', ['queued', 'succeeded', 'failed'])),
    detail: p.text().default(''),
  },
});
export type BiJobRun = InferEntity<typeof BiJobRunSchema>;
