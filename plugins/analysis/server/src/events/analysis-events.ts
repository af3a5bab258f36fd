import { gunzipSync } from 'node:zlib';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, analysisCompleted, EventsPort, forWorkspace, pluginSettings, SettingsPort } from '@otimiza/sdk/server';
import { analysisFailed, improvementVerified, scoreRegression } from '@otimiza/plugin-analysis-contract';
import { auditRunsOf, type LocalizedText } from '@otimiza/sdk/shared';
import { analysisScoresOf } from '../proof/proof-baseline.js';
import { verificationRecordOf } from '../proof/verification-record.js';
import { analysisSettingsSchema } from '../analysis-settings.schema.js';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { pageSpeedResultsIn } from '../audit/page-speed-view.js';
import { passingAuditIdsOf, scoreDropsOf, worsenedAuditsOf } from './score-regression.js';

/** An analysis that ended failed, as the status repository's update returns it. */
export interface FailedAnalysisRow {
  id: string;
  workspace_id: string;
  user_id: string | null;
  url: string;
  error_type: string | null;
  error_messages: LocalizedText | null;
  error_message: string | null;
  batch_id: string | null;
}

/** How many earlier audits of the strategy are looked through for one of the same run count (a plan change is rare). */
const COMPARABLE_LOOKBACK = 20;
const roundedOrNull = (value: number | null | undefined) => (typeof value === 'number' ? Math.round(value) : null);

/**
 * The analysis plugin's domain events (EventsPort): an analysis completed (and, against the same
 * URL's previous audit, a score regression), failed, or had its improvement measured.
 *
 * The demo's bundled analyses publish too: they are real analyses of the demo workspace, and the
 * seed runs a dozen of them (sites × versions, each version better than the last), no flood.
 * Every method logs and swallows its own failure: the analysis is stored already, an event must
 * not fail or retry it.
 */
@Injectable()
export class AnalysisDomainEvents {
  private readonly log = new Logger('AnalysisEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsPort,
    private readonly settings: SettingsPort,
  ) {}

  /** After an analysis is stored completed: `analysisCompleted`, then `scoreRegression` when a category fell past the margin. */
  async completed(analysisId: string): Promise<void> {
    await this.publishCompleted(analysisId).catch((error: unknown) =>
      this.log.warn(`events of completed analysis ${analysisId} not published: ${(error as Error).message}`),
    );
  }

  /** After analyses are finally marked failed (by their job, or by the sweeper). */
  async failed(rows: readonly FailedAnalysisRow[]): Promise<void> {
    for (const row of rows) {
      const english = row.error_message ?? row.error_type ?? 'failed';
      await this.events.publish(analysisFailed, row.workspace_id, {
        analysisId: row.id,
        userId: row.user_id,
        url: row.url,
        errorType: row.error_type ?? 'INTERNAL_ERROR',
        message: row.error_messages ?? { pt: english, en: english },
        batchId: row.batch_id,
      });
    }
  }

  /** After the proof stored the fixed page's measured scores. */
  async verified(analysisId: string): Promise<void> {
    try {
      // A job addresses its analysis by id, whatever the workspace.
      const row = await this.em.fork().findOne(AnalysisSchema, { id: analysisId, verificationStatus: 'completed' }, acrossWorkspaces);
      if (!row?.verifiedScores) return;
      const { before, summary, regressions } = verificationRecordOf(row);
      await this.events.publish(improvementVerified, row.workspace.id, {
        analysisId: row.id,
        userId: row.user?.id ?? null,
        url: row.url,
        batchId: row.batchId ?? null,
        before: before!,
        after: row.verifiedScores,
        summary: summary!,
        regressions,
      });
    } catch (error) {
      this.log.warn(`improvement of analysis ${analysisId} not published: ${(error as Error).message}`);
    }
  }

  private async publishCompleted(analysisId: string): Promise<void> {
    const row = await this.em.fork().findOne(AnalysisSchema, { id: analysisId, status: 'completed' }, acrossWorkspaces);
    if (!row) return;
    const workspaceId = row.workspace.id;
    const auditRuns = auditRunsOf({ auditRuns: row.pageSpeedResults?.auditRuns });
    // The latest earlier audit that compares: the same strategy and run count (a plan change alters the runs).
    const earlier = await forWorkspace(this.em, workspaceId).find(
      AnalysisSchema,
      { url: row.url, strategy: row.strategy, status: 'completed', id: { $ne: row.id }, createdAt: { $lt: row.createdAt } },
      { orderBy: { createdAt: 'desc' }, limit: COMPARABLE_LOOKBACK },
    );
    const previous = earlier.find((candidate) => auditRunsOf({ auditRuns: candidate.pageSpeedResults?.auditRuns }) === auditRuns) ?? null;
    const scores = analysisScoresOf(row);
    const results = row.pageSpeedResults ? pageSpeedResultsIn(row.pageSpeedResults, 'en') : null;
    const metric = (id: string) => results?.metrics[id]?.value ?? null;
    const userId = row.user?.id ?? null;
    await this.events.publish(analysisCompleted, workspaceId, {
      analysisId: row.id,
      userId,
      url: row.url,
      strategy: row.strategy,
      auditRuns,
      batchId: row.batchId ?? null,
      scores,
      vitals: {
        lcpMs: roundedOrNull(metric('largest-contentful-paint')),
        cls: metric('cumulative-layout-shift'),
        tbtMs: roundedOrNull(metric('total-blocking-time')),
      },
      // The count the analysis page shows: scored audits below 0.9 across the four categories.
      failingAudits: row.issuesCount ?? results?.failingAudits?.length ?? 0,
      previous: previous
        ? { analysisId: previous.id, scores: analysisScoresOf(previous), completedAt: (previous.completedAt ?? previous.createdAt).toISOString() }
        : null,
    });
    // A batch's page (a site audit) is compared by its batch, run against run: no regression event per page.
    if (!previous || row.batchId) return;
    const margin = pluginSettings(this.settings, analysisSettingsSchema).SCORE_REGRESSION_MARGIN;
    const drops = scoreDropsOf(analysisScoresOf(previous), scores, margin);
    if (drops.length === 0) return;
    await this.events.publish(scoreRegression, workspaceId, {
      analysisId: row.id,
      previousAnalysisId: previous.id,
      userId,
      url: row.url,
      drops,
      worsenedAudits: worsenedAuditsOf(await this.passedAuditsOf(workspaceId, previous.id), results?.failingAudits ?? []),
    });
  }

  /** The audits that passed in an analysis, from its stored Lighthouse report (read only when a regression is found); none when it has no report. */
  private async passedAuditsOf(workspaceId: string, analysisId: string): Promise<Set<string>> {
    const row = await forWorkspace(this.em, workspaceId).findOne(AnalysisSchema, { id: analysisId }, { fields: ['lighthouseReport'] });
    if (!row?.lighthouseReport) return new Set();
    try {
      return passingAuditIdsOf(JSON.parse(gunzipSync(row.lighthouseReport).toString('utf8')) as Parameters<typeof passingAuditIdsOf>[0]);
    } catch {
      return new Set();
    }
  }
}
