import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, EventsPort, forWorkspace, type AnalysisCategoryScores } from '@otimiza/sdk/server';
import { siteAuditFinished } from '@otimiza/plugin-site-audit-contract';
import { siteAuditCategories, type SiteCategoryScores } from '@otimiza/plugin-site-audit-shared';
import { trendBetween } from '@otimiza/sdk/shared';
import { mediansOfRuns } from './run-medians.js';
import { SiteAuditPageSchema } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';
import { comparableRunsOf } from './comparable-run.js';

/**
 * A run's counters from its pages, and its end once no page waits: 'completed' (a cancelled run
 * stays cancelled), dated, with the `site-audit.finished` event comparing its medians with the
 * previous finished run of the same address and strategy under the spread rule. Then the proofs of
 * its template groups are queued: they wait for the end so that no page waits behind one.
 */
@Injectable()
export class SiteAuditFinish {
  private readonly log = new Logger('SiteAuditFinish');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
    private readonly analyses: AnalysisPort,
  ) {}

  async ifDone(run: SiteAuditRun): Promise<void> {
    const em = forWorkspace(this.em, run.workspace.id);
    const [audited, failed, waiting] = await Promise.all([
      em.count(SiteAuditPageSchema, { run: run.id, status: 'completed' }),
      em.count(SiteAuditPageSchema, { run: run.id, status: 'failed' }),
      em.count(SiteAuditPageSchema, { run: run.id, status: 'queued' }),
    ]);
    const now = new Date();
    if (waiting > 0 || run.status === 'cancelled') {
      await em.nativeUpdate(SiteAuditRunSchema, { id: run.id }, { audited, failed, updatedAt: now });
      if (run.status === 'cancelled' && waiting === 0 && !run.finishedAt) {
        await this.announce(run, 'cancelled', audited, failed);
        await this.prove(run);
      }
      return;
    }
    const ended = await em.nativeUpdate(
      SiteAuditRunSchema,
      { id: run.id, status: 'auditing' },
      { status: 'completed', audited, failed, finishedAt: now, updatedAt: now },
    );
    if (ended > 0) await this.announce(run, 'completed', audited, failed);
    // Also when another process ended it: the proofs' queueing is idempotent, and one that a crash cut short is done again.
    await this.prove(run);
  }

  /** The proofs of the fixes held back during the run (AnalysisPort.proveBatch): those of its pages that were audited. */
  private async prove(run: SiteAuditRun): Promise<void> {
    if (!run.verifyFixes) return;
    await this.analyses
      .proveBatch(run.workspace.id, run.id)
      .catch((error: unknown) => this.log.warn(`proofs of run ${run.id} not queued: ${(error as Error).message}`));
  }

  private async announce(run: SiteAuditRun, status: 'completed' | 'cancelled', audited: number, failed: number): Promise<void> {
    const em = forWorkspace(this.em, run.workspace.id);
    if (status === 'cancelled') await em.nativeUpdate(SiteAuditRunSchema, { id: run.id, finishedAt: null }, { finishedAt: new Date() });
    const medians = await this.mediansOf(run.workspace.id, run.id);
    const previousRun = await em.findOne(SiteAuditRunSchema, comparableRunsOf(run), { orderBy: { createdAt: 'desc' }, fields: ['id'] });
    const previous = previousRun ? { runId: previousRun.id, medians: await this.mediansOf(run.workspace.id, previousRun.id) } : null;
    const fell = previous
      ? siteAuditCategories.flatMap((category) => {
          const from = previous.medians[category];
          const to = medians[category];
          return from !== undefined && to !== undefined && trendBetween(from, to, category) === 'declining' ? [{ category, from, to }] : [];
        })
      : [];
    await this.events.publish(siteAuditFinished, run.workspace.id, {
      runId: run.id,
      userId: run.user?.id ?? null,
      url: new URL(run.pathPrefix, run.origin).toString(),
      status,
      audited,
      failed,
      medians: medians as Partial<AnalysisCategoryScores>,
      previous,
      fell,
    });
  }

  private async mediansOf(workspaceId: string, runId: string): Promise<Partial<SiteCategoryScores>> {
    return (await mediansOfRuns(this.em, workspaceId, [runId])).get(runId) ?? {};
  }
}
