import { Injectable } from '@nestjs/common';
import { acrossWorkspaces, ClaimedSchedule, JobQueue } from '@otimiza/sdk/server';
import { __CAMEL__CheckJob, __CAMEL__CheckJobId } from './__ID__-check.job.js';
import { __PASCAL__ItemSchema } from '../data/__ID__-item.entity.js';

/** How often an item is checked again. */
export const __CAMEL__CheckEveryMs = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Every minute, on every replica: each due item is claimed by moving its next check a day forward in
 * one conditional UPDATE (where it is still due at that time), so that of many replicas one queues
 * it, and its check is queued for its workspace under a job id naming the item and the due time.
 */
@Injectable()
export class __PASCAL__CheckScheduler extends ClaimedSchedule {
  constructor(private readonly jobs: JobQueue) {
    super(60_000);
  }

  /** Queues the checks that are due; answers the job ids this replica queued. */
  async tick(now = new Date()): Promise<string[]> {
    // The schedule is every workspace's: this is the one read that crosses them.
    const em = this.em.fork();
    const due = await em.find(
      __PASCAL__ItemSchema,
      { nextCheckAt: { $lte: now } },
      { ...acrossWorkspaces, fields: ['workspace', 'nextCheckAt'], orderBy: { nextCheckAt: 'asc', id: 'asc' }, limit: BATCH },
    );
    const queued: string[] = [];
    for (const item of due) {
      const won = await em.nativeUpdate(
        __PASCAL__ItemSchema,
        { id: item.id, nextCheckAt: item.nextCheckAt },
        { nextCheckAt: new Date(now.getTime() + __CAMEL__CheckEveryMs) },
        acrossWorkspaces,
      );
      if (won === 0) continue; // another replica claimed it
      const jobId = __CAMEL__CheckJobId(item.id, item.nextCheckAt);
      await this.jobs.enqueue(__CAMEL__CheckJob, { itemId: item.id }, { jobId, workspaceId: item.workspace.id });
      queued.push(jobId);
    }
    return queued;
  }
}
