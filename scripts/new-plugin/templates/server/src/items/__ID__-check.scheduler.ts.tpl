import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, claimDue, JobQueue } from '@otimiza/sdk/server';
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
    const queued: string[] = [];
    const due = claimDue(this.em.fork(), __PASCAL__ItemSchema, {
      where: { nextCheckAt: { $lte: now } },
      options: { fields: ['workspace', 'nextCheckAt'], orderBy: { nextCheckAt: 'asc', id: 'asc' }, limit: BATCH },
      // Where it is still due at that time: of many replicas, one's update matches.
      claim: (item) => ({ where: { id: item.id, nextCheckAt: item.nextCheckAt }, set: { nextCheckAt: new Date(now.getTime() + __CAMEL__CheckEveryMs) } }),
    });
    for await (const item of due) {
      const jobId = __CAMEL__CheckJobId(item.id, item.nextCheckAt);
      await this.jobs.enqueue(__CAMEL__CheckJob, { itemId: item.id }, { jobId, workspaceId: item.workspace.id });
      queued.push(jobId);
    }
    return queued;
  }
}
