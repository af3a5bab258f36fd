import { Injectable } from '@nestjs/common';
import { ApiError, EntitlementsPort, JobQueue, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { CompetitorAnalysis } from '@otimiza/plugin-ai-tools-shared';
import { AnalysisLookup } from '../analysis-data/analysis-lookup.js';
import { PageSourceService } from '../page-source/page-source.service.js';
import { ToolRunsStore } from '../runs/tool-runs.store.js';
import { competitorAnalysisJob } from './competitor-analysis.job.js';

/** A target analysis this recent is compared as it is instead of auditing the page again. */
const REUSE_TARGET_MS = 24 * 3600 * 1000;
/** How long the call waits for the audits: up to six of them, one after another. */
const WAIT_MS = 15 * 60_000;

/** `POST /api/competitor-analysis`: checks the plan's allowance, queues the audits and answers the comparison when they are done. */
@Injectable()
export class CompetitorAnalysisService {
  constructor(
    private readonly pages: PageSourceService,
    private readonly lookup: AnalysisLookup,
    private readonly entitlements: EntitlementsPort,
    private readonly runs: ToolRunsStore,
    private readonly jobs: JobQueue,
  ) {}

  async analyse(
    auth: AuthContext,
    input: { url: string; competitors: string[]; analysisId?: string | number | undefined; runId?: string | undefined },
    language: Language,
  ): Promise<CompetitorAnalysis> {
    const url = this.pages.normalise(input.url);
    const competitors = [...new Set(input.competitors.map((competitor) => this.pages.normalise(competitor)))].filter((competitor) => competitor !== url);
    if (!competitors.length) {
      throw new ApiError('VALIDATION_ERROR', 400, {
        pt: 'Informe pelo menos um concorrente diferente do seu site.',
        en: 'Enter at least one competitor other than your site.',
      });
    }
    // Without its own page there is no comparison: a refused address is the user's error (400), not a failed run (502).
    await this.pages.assertAllowed(url);
    const target = await this.lookup.forPage(auth.workspaceId, url, input.analysisId);
    const reusable = target && Date.now() - Date.parse(target.createdAt) < REUSE_TARGET_MS ? target : null;
    const audits = competitors.length + (reusable ? 0 : 1);
    // Reserved at once for every audit of the run, so parallel requests cannot overdraw the plan.
    const reservationIds = await this.entitlements.reserveAnalyses(auth, audits, { sequential: true });
    const runId = await this.start(auth, input.runId, url, reservationIds);
    const jobId = await this.jobs
      .enqueue(
        competitorAnalysisJob,
        {
          runId,
          workspaceId: auth.workspaceId,
          userId: auth.userId,
          targetAnalysisId: reusable?.id ?? null,
          url,
          competitors,
          strategy: reusable?.strategy ?? 'desktop',
          language,
          reservationIds,
        },
        { attempts: 1, jobId: `competitors-${runId}` },
      )
      .then(
        (job) => job.id,
        async (error: unknown) => {
          await this.releaseAll(reservationIds);
          await this.runs.fail(auth.workspaceId, runId, error instanceof Error ? error.message : String(error));
          throw error;
        },
      );
    try {
      return await this.jobs.waitForResult(competitorAnalysisJob, jobId, WAIT_MS);
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw new ApiError(
        'API_ERROR',
        502,
        { pt: 'Falha ao analisar concorrentes', en: 'The competitor analysis failed' },
        { reason: error instanceof Error ? error.message : String(error), runId },
      );
    }
  }

  private async start(auth: AuthContext, requestedId: string | undefined, url: string, reservationIds: string[]): Promise<string> {
    try {
      return await this.runs.start({ id: requestedId, workspaceId: auth.workspaceId, userId: auth.userId, tool: 'competitor-analysis', url });
    } catch (error) {
      await this.releaseAll(reservationIds);
      throw error;
    }
  }

  private async releaseAll(reservationIds: string[]): Promise<void> {
    await Promise.all(reservationIds.map((reservationId) => this.entitlements.releaseReservation(reservationId)));
  }
}
