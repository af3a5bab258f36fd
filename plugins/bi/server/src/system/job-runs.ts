import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { BiJobRunSchema } from './bi-job-run.entity.js';

/** Records the final outcome of the plugin's queued jobs (system health reads them). */
@Injectable()
export class JobRuns {
  constructor(private readonly em: EntityManager) {}

  /** Runs `work` as job `job` of the workspace: a success is recorded; a failure on its last attempt too, then rethrown (the queue retries the others). */
  async track<T>(workspaceId: string, job: string, finalAttempt: boolean, work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      await this.record(workspaceId, job, 'succeeded', '');
      return result;
    } catch (error) {
      if (finalAttempt) await this.record(workspaceId, job, 'failed', error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500));
      throw error;
    }
  }

  private async record(workspaceId: string, job: string, status: 'succeeded' | 'failed', detail: string): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    em.create(BiJobRunSchema, { workspace: workspaceId, job, status, detail });
    await em.flush();
  }
}
