import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, JobQueue, claimDue } from '@otimiza/sdk/server';
import { WhiteLabelDomainSchema } from '../data/white-label-domain.entity.js';
import { DNS_CHECK_ATTEMPTS, DNS_CHECK_BACKOFF_MS, dnsCheckJob } from './dns-check.job.js';

const TICK_MS = 30_000;
/** A claimed check that never ran (a worker lost with its job) is claimed again after this. */
const CLAIM_MS = 10 * 60_000;
const BATCH = 100;

/**
 * Every replica looks for domains whose DNS check is due every 30 s. A due check is claimed by
 * moving the domain's next_check_at forward in one conditional UPDATE (where it is still due) —
 * only one replica's UPDATE matches — and queued as a `white-label.dns-check` job whose id names the domain and the due
 * time, so a check is queued once. The check then sets the real next time.
 */
@Injectable()
export class DnsCheckScheduler extends ClaimedSchedule {
  constructor(private readonly jobs: JobQueue) {
    super(TICK_MS);
  }

  /** Queues the checks that are due; answers how many this replica claimed. */
  async tick(now = new Date()): Promise<number> {
    let claimed = 0;
    const due = claimDue(this.em.fork(), WhiteLabelDomainSchema, {
      where: { nextCheckAt: { $lte: now } },
      options: { fields: ['workspace', 'host', 'nextCheckAt'], orderBy: { nextCheckAt: 'asc' }, limit: BATCH },
      // Still due: once a replica has moved it forward, no other one's update matches.
      claim: (domain) => ({
        where: { workspace: domain.workspace.id, host: domain.host, nextCheckAt: { $lte: now } },
        set: { nextCheckAt: new Date(now.getTime() + CLAIM_MS) },
      }),
    });
    for await (const domain of due) {
      const dueAt = domain.nextCheckAt!;
      const workspaceId = domain.workspace.id;
      claimed += 1;
      await this.jobs.enqueue(
        dnsCheckJob,
        { workspaceId, host: domain.host },
        { jobId: `white-label-dns-${workspaceId}-${dueAt.getTime()}`, workspaceId, attempts: DNS_CHECK_ATTEMPTS, backoffMs: DNS_CHECK_BACKOFF_MS },
      );
    }
    return claimed;
  }
}
