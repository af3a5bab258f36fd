import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { acrossWorkspaces, ApiError, JobDeferredError, JobQueue, type JobContext } from '@otimiza/sdk/server';
import type { CategoryScores, Verification } from '@otimiza/plugin-analysis-shared';
import { AnalysisFailure, storedFailureFor, storedFailureOf, type StoredFailure } from '../analyses/analysis-failure.js';
import { analysisNow, AnalysisSchema } from '../data/analysis.entity.js';
import { analysisSql } from '../data/analysis-tables.js';
import { LighthouseRunner } from '../audit/lighthouse-runner.js';
import { scoresOf } from '../audit/lighthouse-result-mapper.js';
import { medianRun } from '../audit/median-run.js';
import { SiteBundlesRepository } from '../bundle/site-bundles.repository.js';
import { AnalysisDomainEvents } from '../events/analysis-events.js';
import { analysisScoresOf, remeasuredBaseline } from './proof-baseline.js';
import { ANALYSIS_VERIFY_ATTEMPTS, analysisVerifyJob } from './analysis-verify.job.js';

/**
 * Audits the optimised HTML with the analysis's settings: the browser asks for the page's own
 * address and gets the fixed document, so every other resource and the origin stay the same
 * (for a bundled analysis, the rest of its origin comes from the same bundle).
 */
@Injectable()
export class VerificationProcessor implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly runner: LighthouseRunner,
    private readonly bundles: SiteBundlesRepository,
    private readonly domainEvents: AnalysisDomainEvents,
  ) {}

  onModuleInit(): void {
    this.jobs.process(analysisVerifyJob, (payload, context) => this.run(payload.analysisId, context), { concurrency: 1 });
  }

  async enqueue(analysisId: string, workspaceId: string): Promise<void> {
    await this.jobs.enqueue(
      analysisVerifyJob,
      { analysisId },
      { jobId: `verify-${analysisId}`, workspaceId, attempts: ANALYSIS_VERIFY_ATTEMPTS, backoffMs: 3000 },
    );
  }

  /**
   * Queues the proof; when the queue refuses it (down), records it as failed instead of leaving it pending. A
   * stopping process leaves it pending: it is queued again at the next start.
   */
  async enqueueOrFail(analysisId: string, workspaceId: string): Promise<void> {
    await this.enqueue(analysisId, workspaceId).catch((error: unknown) => (error instanceof JobDeferredError ? undefined : this.markUnavailable(analysisId)));
  }

  /** The proof could not be queued (the queue is down): say so instead of leaving it pending. */
  private async markUnavailable(analysisId: string): Promise<void> {
    await this.markFailed(analysisId, storedFailureFor('queue-unavailable'), ['pending']);
  }

  private async markFailed(analysisId: string, failure: StoredFailure, from: Verification['status'][]): Promise<void> {
    await this.em.nativeUpdate(
      AnalysisSchema,
      { id: analysisId, verificationStatus: { $in: from } },
      {
        verificationStatus: 'failed',
        verificationErrorType: failure.type,
        verificationErrorCode: failure.code,
        verificationErrorMessages: failure.messages,
        verificationErrorMessage: failure.messages.en,
        verifiedAt: analysisNow(),
      },
      acrossWorkspaces,
    );
  }

  private async measure(runs: number, audit: () => ReturnType<LighthouseRunner['audit']>): Promise<CategoryScores> {
    const lhr = await medianRun(runs, audit);
    if (lhr.runtimeError) throw new AnalysisFailure('proof-audit-failed', { details: { lighthouse: lhr.runtimeError.code } });
    const scores = scoresOf(lhr);
    return { performance: scores.performanceScore, accessibility: scores.accessibilityScore, seo: scores.seoScore, bestPractices: scores.bestPracticesScore };
  }

  async run(analysisId: string, context: JobContext): Promise<void> {
    // A job addresses its analysis by id, whatever the workspace.
    const db = analysisSql(this.em);
    const row = await db
      .selectFrom('analysis_analysis')
      .select([
        'final_url',
        'url',
        'strategy',
        'optimized_html',
        'performance_score as performanceScore',
        'accessibility_score as accessibilityScore',
        'seo_score as seoScore',
        'best_practices_score as bestPracticesScore',
        'verification_status',
        'workspace_id',
        'site_bundle_id',
        sql<number | null>`(page_speed_results->>'auditRuns')::int`.as('audit_runs'),
      ])
      .where('id', '=', analysisId)
      .executeTakeFirst();
    if (!row?.optimized_html || !['pending', 'running'].includes(row.verification_status)) return;
    try {
      await this.em.nativeUpdate(
        AnalysisSchema,
        { id: analysisId, verificationStatus: { $in: ['pending', 'running'] } },
        { verificationStatus: 'running' },
        acrossWorkspaces,
      );
      const site = row.site_bundle_id ? await this.bundles.load(row.site_bundle_id, row.workspace_id) : null;
      if (row.site_bundle_id && !site) throw new AnalysisFailure('bundle-missing');
      // Measured the way the analysis was: the median of as many runs, so before and after compare like for like.
      const scoresServing = (document: string | undefined) =>
        this.measure(row.audit_runs ?? 1, () => this.runner.audit(row.final_url ?? row.url, row.strategy, { document, site: site ?? undefined, priority: -1 }));
      const after = await scoresServing(row.optimized_html);
      const baseline = await remeasuredBaseline(analysisScoresOf(row), after, () => scoresServing(undefined));
      const measured = await this.em.nativeUpdate(
        AnalysisSchema,
        { id: analysisId, verificationStatus: 'running' },
        {
          verificationStatus: 'completed',
          verifiedScores: after,
          verificationBaseline: baseline,
          verifiedAt: analysisNow(),
          verificationErrorType: null,
          verificationErrorCode: null,
          verificationErrorMessages: null,
          verificationErrorMessage: null,
        },
        acrossWorkspaces,
      );
      if (measured > 0) await this.domainEvents.verified(analysisId);
    } catch (error) {
      if (error instanceof JobDeferredError) {
        await this.em.nativeUpdate(AnalysisSchema, { id: analysisId, verificationStatus: 'running' }, { verificationStatus: 'pending' }, acrossWorkspaces);
        throw error;
      }
      if (context.attempt < ANALYSIS_VERIFY_ATTEMPTS && !(error instanceof ApiError && error.getStatus() < 500)) throw error;
      await this.markFailed(analysisId, storedFailureOf(error instanceof ApiError ? error : new AnalysisFailure('internal')), ['pending', 'running']);
    }
  }
}
