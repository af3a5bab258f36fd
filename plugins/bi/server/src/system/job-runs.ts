import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, type JobDefinition } from '@otimiza/sdk/server';
import { sql } from 'kysely';
import { biSql } from '../common/bi-sql.js';

/**
 * Records the plugin's queued jobs for system health: `queued` once the queue took one, then its
 * final outcome. The queue's job id is the row's key, so a job's queueing and outcome are one row
 * whichever is written first (the inline driver may finish a job before `enqueue` returns).
 */
@Injectable()
export class JobRuns {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
  ) {}

  /** Queues `job` for the workspace under `jobId`, and records it as queued. */
  async enqueue<Payload>(
    job: JobDefinition<Payload, unknown>,
    payload: Payload,
    options: { jobId: string; workspaceId: string; attempts: number },
  ): Promise<void> {
    await this.jobs.enqueue(job, payload, options);
    await this.queued(options.workspaceId, job.name, options.jobId);
  }

  /** The queue took job `job` under id `key`; nothing changes when its outcome is already there. */
  async queued(workspaceId: string, job: string, key: string): Promise<void> {
    await biSql(this.em)
      .insertInto('bi_job_run')
      .values({ id: crypto.randomUUID(), workspace_id: workspaceId, job, key, status: 'queued', detail: '' })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .execute();
  }

  /**
   * Runs `work` as job `job` of the workspace (queued under `key`): a success is recorded; a
   * failure on its last attempt too, then rethrown (the queue retries the others).
   */
  async track<T>(workspaceId: string, job: string, finalAttempt: boolean, work: () => Promise<T>, key: string | null = null): Promise<T> {
    try {
      const result = await work();
      await this.record(workspaceId, job, key, 'succeeded', '');
      return result;
    } catch (error) {
      if (finalAttempt) await this.record(workspaceId, job, key, 'failed', error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500));
      throw error;
    }
  }

  private async record(workspaceId: string, job: string, key: string | null, status: 'succeeded' | 'failed', detail: string): Promise<void> {
    // One statement: the outcome takes over the job's `queued` row, or is the row when there was none.
    await biSql(this.em)
      .insertInto('bi_job_run')
      .values({ id: crypto.randomUUID(), workspace_id: workspaceId, job, key, status, detail })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ status, detail, updated_at: sql`now()` }))
      .execute();
  }
}
