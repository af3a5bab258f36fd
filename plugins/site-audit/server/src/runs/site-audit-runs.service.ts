import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ChangeFeedPort, forWorkspace, JobQueue, type AuthContext } from '@otimiza/sdk/server';
import { plans, usageMonthStart } from '@otimiza/sdk/shared';
import type { SiteAuditAllowance } from '@otimiza/plugin-site-audit-shared';
import { runTopic } from './run-topic.js';
import { siteAuditErrors } from './site-audit-errors.js';
import { siteFeedJob } from './site-audit-jobs.js';
import { SiteAuditPageSchema } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';

/** Runs listed at most: a month of runs on the largest plan, three times over. */
export const MAX_RUNS_LISTED = 100;

/** Reading and cancelling a workspace's runs; every read is scoped to the caller's workspace (another's id answers 404). */
@Injectable()
export class SiteAuditRunsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly changes: ChangeFeedPort,
  ) {}

  async get(auth: Pick<AuthContext, 'workspaceId'>, id: string): Promise<SiteAuditRun> {
    const run = await forWorkspace(this.em, auth.workspaceId).findOne(SiteAuditRunSchema, { id });
    if (!run) throw siteAuditErrors.notFound();
    return run;
  }

  async list(auth: Pick<AuthContext, 'workspaceId'>): Promise<{ runs: SiteAuditRun[]; hasMore: boolean }> {
    const rows = await forWorkspace(this.em, auth.workspaceId).find(
      SiteAuditRunSchema,
      {},
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: MAX_RUNS_LISTED + 1 },
    );
    return { runs: rows.slice(0, MAX_RUNS_LISTED), hasMore: rows.length > MAX_RUNS_LISTED };
  }

  async allowance(auth: Pick<AuthContext, 'workspaceId' | 'plan' | 'features'>): Promise<SiteAuditAllowance> {
    const limits = plans[auth.plan].siteAudits;
    const runsThisMonth = await forWorkspace(this.em, auth.workspaceId).count(SiteAuditRunSchema, { createdAt: { $gte: usageMonthStart(new Date()) } });
    return { pagesPerRun: limits.pagesPerRun, runsPerMonth: limits.runsPerMonth, runsThisMonth, canAuditAll: auth.features.has('siteAuditAllPages') };
  }

  /**
   * Stops a run: pages not yet queued are marked cancelled, the audits already on the queue finish
   * and are kept; the feeder records them and ends the run. 409 for a run already over.
   */
  async cancel(auth: Pick<AuthContext, 'workspaceId'>, id: string): Promise<SiteAuditRun> {
    await this.get(auth, id);
    const em = forWorkspace(this.em, auth.workspaceId);
    const now = new Date();
    const cancelled = await em.transactional(async (tx) => {
      const moved = await tx.nativeUpdate(SiteAuditRunSchema, { id, status: { $in: ['discovering', 'auditing'] } }, { status: 'cancelled', updatedAt: now });
      if (moved === 0) return false;
      await tx.nativeUpdate(SiteAuditPageSchema, { run: id, status: 'queued', analysisId: null }, { status: 'cancelled', updatedAt: now });
      return true;
    });
    if (!cancelled) throw siteAuditErrors.notFinished();
    await this.jobs
      .enqueue(siteFeedJob, { runId: id }, { jobId: `site-feed-${id}-cancel`, workspaceId: auth.workspaceId })
      .catch(() => undefined /* the sweeper ends it */);
    await this.changes.publish(runTopic(id), { runId: id });
    return this.get(auth, id);
  }
}
