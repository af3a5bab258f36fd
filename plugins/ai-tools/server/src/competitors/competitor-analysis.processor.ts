import { Injectable, type OnModuleInit } from '@nestjs/common';
import { AnalysisPort, EntitlementsPort, EventsPort, JobQueue, type AnalysisRecord } from '@otimiza/sdk/server';
import { competitorAnalysisFinished } from '@otimiza/plugin-ai-tools-contract';
import type { CompetitorAnalysis } from '@otimiza/plugin-ai-tools-shared';
import { competitorNarrativeSchema, competitorPrompt, mergeCompetitors } from '../narration/competitor-narrative.js';
import { ToolAnswersService } from '../narration/tool-answers.service.js';
import { ToolRunsStore } from '../runs/tool-runs.store.js';
import { compareCompetitors } from './compare-competitors.js';
import { competitorAnalysisJob, type CompetitorAnalysisPayload } from './competitor-analysis.job.js';

/** One audit's time limit, as for a user's own analysis. */
const AUDIT_TIMEOUT_MS = 120_000;

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
}

/**
 * The competitor analysis as a queued job: every site audited for real through the analysis
 * plugin (AnalysisPort), one after the other, the run's progress updated after each; a
 * competitor that cannot be audited is reported, the target's failure fails the run.
 */
@Injectable()
export class CompetitorAnalysisProcessor implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly analyses: AnalysisPort,
    private readonly runs: ToolRunsStore,
    private readonly answers: ToolAnswersService,
    private readonly entitlements: EntitlementsPort,
    private readonly events: EventsPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(competitorAnalysisJob, (payload) => this.run(payload), { concurrency: 2 });
  }

  async run(payload: CompetitorAnalysisPayload): Promise<CompetitorAnalysis> {
    const { workspaceId, runId, language } = payload;
    const en = language === 'en';
    const total = payload.competitors.length + (payload.targetAnalysisId ? 0 : 1);
    let done = 0;
    const unused = [...payload.reservationIds];
    const audit = async (url: string): Promise<AnalysisRecord> => {
      await this.runs.progress(
        workspaceId,
        runId,
        Math.round((done / total) * 90),
        en ? `Auditing ${hostOf(url)} (${done + 1} of ${total})` : `Auditando ${hostOf(url)} (${done + 1} de ${total})`,
      );
      try {
        return await this.analyses.runAndWait(workspaceId, url, { strategy: payload.strategy, timeoutMs: AUDIT_TIMEOUT_MS, reservationId: unused.shift() });
      } finally {
        done += 1;
      }
    };
    try {
      const reused = payload.targetAnalysisId ? await this.analyses.findCompleted(workspaceId, payload.targetAnalysisId) : null;
      const target = reused ?? (await audit(payload.url));
      const competitors: AnalysisRecord[] = [];
      const failed: { url: string; error: string }[] = [];
      for (const url of payload.competitors) {
        try {
          competitors.push(await audit(url));
        } catch (error) {
          failed.push({ url, error: error instanceof Error ? error.message : String(error) });
        }
      }
      await this.runs.progress(workspaceId, runId, 95, en ? 'Comparing the results' : 'Comparando os resultados');
      const template = compareCompetitors(target, competitors, failed, language);
      const { body, source, aiError } = await this.answers.narrate(workspaceId, 'competitor-analysis', language, template, {
        schemaName: 'competitor_analysis',
        schema: competitorNarrativeSchema,
        ...competitorPrompt(template, language),
        merge: mergeCompetitors,
      });
      const result: CompetitorAnalysis = { ...body, source, aiError, runId };
      await this.runs.complete(workspaceId, runId, source, result);
      await this.finished(payload, 'completed');
      return result;
    } catch (error) {
      await this.runs.fail(workspaceId, runId, error instanceof Error ? error.message : String(error));
      // The job has one try (competitor-analysis.service.ts): its failure is final.
      await this.finished(payload, 'failed');
      throw error;
    } finally {
      // Audits the run never started (the target failed first) give their allowance back.
      await Promise.all(unused.map((reservationId) => this.entitlements.releaseReservation(reservationId)));
    }
  }

  private async finished(payload: CompetitorAnalysisPayload, status: 'completed' | 'failed'): Promise<void> {
    await this.events.publish(competitorAnalysisFinished, payload.workspaceId, {
      comparisonId: payload.runId,
      userId: payload.userId ?? null,
      url: payload.url,
      competitors: payload.competitors,
      status,
    });
  }
}
