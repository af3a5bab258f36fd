import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, forWorkspace } from '@otimiza/sdk/server';
import { SiteAuditsPort, type SiteAuditPageRef, type SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { startSiteAuditSchema } from '@otimiza/plugin-site-audit-shared';
import { mediansOfRuns } from '../runs/run-medians.js';
import { SiteAuditPageSchema } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';
import { SiteAuditStartService } from '../runs/site-audit-start.service.js';

const MAX_LISTED = 100;

/** The site-audit plugin's side of SiteAuditsPort: finished runs of one workspace, with their medians from their pages. */
@Injectable()
export class SiteAuditsPortAdapter extends SiteAuditsPort {
  constructor(
    private readonly em: EntityManager,
    private readonly starts: SiteAuditStartService,
    private readonly entitlements: EntitlementsPort,
  ) {
    super();
  }

  async listFinished(workspaceId: string, limit: number): Promise<SiteAuditSummary[]> {
    const runs = await forWorkspace(this.em, workspaceId).find(
      SiteAuditRunSchema,
      { status: { $in: ['completed', 'cancelled'] }, finishedAt: { $ne: null } },
      { orderBy: { createdAt: 'desc' }, limit: Math.min(Math.max(limit, 0), MAX_LISTED) },
    );
    const medians = await mediansOfRuns(
      this.em,
      workspaceId,
      runs.map((run) => run.id),
    );
    return runs.map((run) => this.summaryOf(run, medians.get(run.id) ?? {}));
  }

  async latestOfHost(workspaceId: string, host: string): Promise<SiteAuditSummary | null> {
    const run = await forWorkspace(this.em, workspaceId).findOne(
      SiteAuditRunSchema,
      { host: host.toLowerCase(), status: 'completed', finishedAt: { $ne: null } },
      { orderBy: { createdAt: 'desc' } },
    );
    return run ? this.summaryOf(run, (await mediansOfRuns(this.em, workspaceId, [run.id])).get(run.id) ?? {}) : null;
  }

  async findFinished(workspaceId: string, runId: string): Promise<SiteAuditSummary | null> {
    const run = await forWorkspace(this.em, workspaceId).findOne(SiteAuditRunSchema, {
      id: runId,
      status: { $in: ['completed', 'cancelled'] },
      finishedAt: { $ne: null },
    });
    return run ? this.summaryOf(run, (await mediansOfRuns(this.em, workspaceId, [run.id])).get(run.id) ?? {}) : null;
  }

  async auditedPages(workspaceId: string, runId: string, limit: number): Promise<SiteAuditPageRef[]> {
    const pages = await forWorkspace(this.em, workspaceId).find(
      SiteAuditPageSchema,
      { run: runId, status: 'completed', analysisId: { $ne: null } },
      { orderBy: { url: 'asc' }, limit: Math.max(0, limit), fields: ['url', 'groupShape', 'analysisId'] },
    );
    return pages.map((page) => ({ url: page.url, group: page.groupShape, analysisId: page.analysisId! }));
  }

  async startScheduled(workspaceId: string, request: { url: string; strategy: 'desktop' | 'mobile' }): Promise<string> {
    const [plan, features] = await Promise.all([this.entitlements.planOf(workspaceId), this.entitlements.featuresOf(workspaceId)]);
    const input = startSiteAuditSchema.parse({ url: request.url, strategy: request.strategy });
    const run = await this.starts.start({ workspaceId, userId: null, plan, features }, input);
    return run.id;
  }

  private summaryOf(run: SiteAuditRun, medians: SiteAuditSummary['medians']): SiteAuditSummary {
    return {
      runId: run.id,
      url: new URL(run.pathPrefix, run.origin).toString(),
      strategy: run.strategy,
      status: run.status === 'cancelled' ? 'cancelled' : 'completed',
      audited: run.audited,
      failed: run.failed,
      medians,
      createdAt: run.createdAt.toISOString(),
      finishedAt: (run.finishedAt ?? run.updatedAt).toISOString(),
    };
  }
}
