import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/** The outcome of one of the plugin's queued jobs (a model retrain, a scheduled report), for the system-health card. */
export const BiJobRunSchema = defineEntity({
  name: 'BiJobRun',
  tableName: 'bi_job_run',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('bi_job_run')],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    job: p.text(),
    status: p
      .text()
      .$type<'succeeded' | 'failed'>()
      .check(oneOf('status', ['succeeded', 'failed'])),
    detail: p.text().default(''),
  },
});
export type BiJobRun = InferEntity<typeof BiJobRunSchema>;
