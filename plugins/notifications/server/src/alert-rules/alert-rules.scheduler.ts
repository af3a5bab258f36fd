import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, JobQueue, claimDue } from '@otimiza/sdk/server';
import { ALERT_RULE_CHECK_ATTEMPTS, ALERT_RULE_CHECK_BACKOFF_MS, alertRuleCheckJob } from './alert-rule-check.job.js';
import { AlertRuleSchema } from '../data/alert-rule.entity.js';

const TICK_MS = 60_000;
/** Rules whose conditions depend on time (a window, the days since the last audit) are evaluated hourly. */
export const ALERT_RULE_CHECK_INTERVAL_MS = 3_600_000;
const BATCH = 200;

/**
 * Every replica looks for alert rules whose scheduled check is due every minute. A due check is
 * claimed by moving the rule's next_check_at an hour forward in one conditional UPDATE (where it
 * is still due) — only one replica's UPDATE matches — and queued as a `notifications.alert-rule-check`
 * job whose id names the rule and the due time. Rules read only on events have no next_check_at.
 */
@Injectable()
export class AlertRulesScheduler extends ClaimedSchedule {
  constructor(private readonly jobs: JobQueue) {
    super(TICK_MS);
  }

  /** Queues the checks that are due; answers the ids of the jobs this replica queued. */
  async tick(now = new Date()): Promise<string[]> {
    const queued: string[] = [];
    const due = claimDue(this.em.fork(), AlertRuleSchema, {
      where: { isActive: true, nextCheckAt: { $lte: now } },
      options: { fields: ['workspace', 'nextCheckAt'], orderBy: { nextCheckAt: 'asc' }, limit: BATCH },
      // Still due: once a replica has moved it forward, no other one's update matches.
      claim: (rule) => ({ where: { id: rule.id, nextCheckAt: { $lte: now } }, set: { nextCheckAt: new Date(now.getTime() + ALERT_RULE_CHECK_INTERVAL_MS) } }),
    });
    for await (const rule of due) {
      const dueAt = rule.nextCheckAt!;
      const workspaceId = rule.workspace.id;
      const { id } = await this.jobs.enqueue(
        alertRuleCheckJob,
        { workspaceId, ruleId: rule.id, dueAt: dueAt.getTime() },
        {
          jobId: `notifications-alert-rule-${rule.id}-${dueAt.getTime()}`,
          workspaceId,
          attempts: ALERT_RULE_CHECK_ATTEMPTS,
          backoffMs: ALERT_RULE_CHECK_BACKOFF_MS,
        },
      );
      queued.push(id);
    }
    return queued;
  }
}
