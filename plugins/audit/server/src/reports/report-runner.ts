import { Injectable, Logger, Optional, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, ApiError, JobDeferredError, JobQueue, MetricStorePort, acrossWorkspaces, forWorkspace, type JobContext } from '@otimiza/sdk/server';
import { PageInspectionPort } from '@otimiza/plugin-analysis-contract';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type { FrameworkDefinition, SiteEvidence } from '../frameworks/framework-definition.js';
import { FrameworkRegistry, readsAnalysis, readsInspection } from '../frameworks/framework-registry.js';
import { CheckResultsRepository } from '../results/check-results.repository.js';
import { summarize } from '../results/report-summary.js';
import { evaluateSite } from '../results/site-results.js';
import { AuditReportSchema, runningStatuses, type AuditReport } from '../data/audit-report.entity.js';
import { complianceSamples } from './compliance-metrics.js';
import { everySiteFailed, inspectionUnavailable, runFailed, siteNotLoaded } from './report-messages.js';
import { REPORT_RUN_ATTEMPTS, reportRunJob, type ReportRunPayload } from './report-run.job.js';
import { ReportFinishedListener } from './report-finished.listener.js';
import { ReportsService } from './reports.service.js';

/** How long one page may take to load and be read in the browser. */
const INSPECTION_TIMEOUT_MS = 60_000;

type SiteOutcome = { ok: true; evidence: SiteEvidence } | { ok: false; message: LocalizedText };

/**
 * Runs a report (`audit.report-run`): for each site not stored yet, one inspection when a
 * framework reads the page and the latest analysis when one reads it (none is run: that would
 * spend the plan's allowance), every framework evaluated, the site's results stored in one
 * transaction. A retried or resumed run skips the sites already stored or already recorded as
 * errors. At the end: the summary, completed (or failed when no site could be audited), and the
 * listener told.
 */
@Injectable()
export class ReportRunner implements OnModuleInit, OnApplicationBootstrap {
  private readonly log = new Logger('AuditReports');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly registry: FrameworkRegistry,
    private readonly results: CheckResultsRepository,
    private readonly reports: ReportsService,
    private readonly metrics: MetricStorePort,
    @Optional() private readonly inspection?: PageInspectionPort,
    @Optional() private readonly analyses?: AnalysisPort,
    @Optional() private readonly listener?: ReportFinishedListener,
  ) {}

  onModuleInit(): void {
    this.jobs.process(reportRunJob, (payload, context) => this.runJob(payload, context), { concurrency: 1 });
  }

  /**
   * Queues again the runs a stopped process left queued or in progress: with BullMQ the same job id
   * is one job (a stalled one is picked up anyway); the inline driver keeps nothing across restarts.
   */
  async onApplicationBootstrap(): Promise<void> {
    const unfinished = await this.em
      .fork()
      .find(AuditReportSchema, { status: { $in: [...runningStatuses] } }, { ...acrossWorkspaces, fields: ['id', 'workspace'] });
    for (const report of unfinished) {
      await this.reports
        .enqueue(workspaceOf(report), report.id)
        .catch((error: unknown) => this.log.warn({ err: error, reportId: report.id }, 'could not queue an unfinished audit again'));
    }
  }

  private async runJob(payload: ReportRunPayload, context: Pick<JobContext, 'attempt' | 'reportProgress'>): Promise<{ status: string }> {
    try {
      return { status: await this.run(payload, context) };
    } catch (error) {
      if (error instanceof JobDeferredError || context.attempt < REPORT_RUN_ATTEMPTS) throw error;
      // The last try failed: the report must not stay in progress forever.
      this.log.error({ err: error, reportId: payload.reportId }, 'audit run failed for good');
      await this.finish(payload.workspaceId, payload.reportId, { status: 'failed', error: runFailed });
      throw error;
    }
  }

  async run({ workspaceId, reportId }: ReportRunPayload, context: Pick<JobContext, 'reportProgress'>): Promise<string> {
    const em = forWorkspace(this.em, workspaceId);
    // The run starts: draft → in progress, once (a retried or resumed run finds it in progress already).
    await em.nativeUpdate(AuditReportSchema, { id: reportId, status: 'draft' }, { status: 'in_progress', startedAt: new Date() });
    const report = await em.findOne(AuditReportSchema, { id: reportId });
    if (!report || report.status !== 'in_progress') return report?.status ?? 'missing';
    const frameworks = report.frameworks.map((id) => this.registry.get(id));
    const stored = await this.results.storedUrls(workspaceId, reportId);
    const siteErrors = [...report.siteErrors];
    const isDone = (url: string) => stored.has(url) || siteErrors.some((error) => error.url === url);
    const corrected = this.inspection?.correctedByFixer() ?? [];

    for (const url of report.urls) {
      if (isDone(url)) continue;
      await this.progress(workspaceId, report, report.urls.filter(isDone).length, url, context);
      const site = await this.evidenceOf(workspaceId, url, frameworks, report.siteRun?.pages.find((page) => page.url === url)?.analysisId ?? null);
      if (!site.ok) {
        siteErrors.push({ url, message: site.message });
        await em.nativeUpdate(AuditReportSchema, { id: reportId }, { siteErrors });
        continue;
      }
      await this.results.storeSite(workspaceId, reportId, url, evaluateSite(frameworks, site.evidence, corrected));
      stored.add(url);
    }
    await this.progress(workspaceId, report, report.urls.length, null, context);

    const allFailed = report.urls.every((url) => siteErrors.some((error) => error.url === url));
    return this.finish(workspaceId, reportId, allFailed ? { status: 'failed', error: everySiteFailed } : { status: 'completed', error: null });
  }

  /** `analysisId`: the page's own analysis in a site audit; without it, the address's latest. */
  private async evidenceOf(workspaceId: string, url: string, frameworks: readonly FrameworkDefinition[], analysisId: string | null): Promise<SiteOutcome> {
    let inspection: SiteEvidence['inspection'] = null;
    if (frameworks.some(readsInspection)) {
      if (!this.inspection) return { ok: false, message: inspectionUnavailable };
      try {
        // A site typed without a scheme was stored as https: one served over http only is read there.
        inspection = await this.inspection.inspect(url, { timeoutMs: INSPECTION_TIMEOUT_MS, screenshotLimit: 3, httpFallback: true });
      } catch (error) {
        if (error instanceof JobDeferredError) throw error;
        this.log.warn({ err: error, url }, 'audit could not inspect a site');
        return { ok: false, message: siteNotLoaded(error instanceof ApiError ? error.localized : null) };
      }
    }
    const analysis = frameworks.some(readsAnalysis) && this.analyses ? await this.analysisOf(this.analyses, workspaceId, url, analysisId) : null;
    return { ok: true, evidence: { url, inspection, analysis } };
  }

  private analysisOf(analyses: AnalysisPort, workspaceId: string, url: string, analysisId: string | null) {
    return analysisId ? analyses.findCompleted(workspaceId, analysisId) : analyses.latestBefore(workspaceId, url, new Date());
  }

  private async progress(workspaceId: string, report: AuditReport, done: number, currentUrl: string | null, context: Pick<JobContext, 'reportProgress'>) {
    const progress = { done, total: report.urls.length, currentUrl };
    await forWorkspace(this.em, workspaceId).nativeUpdate(AuditReportSchema, { id: report.id }, { progress });
    await context.reportProgress({ ...progress });
  }

  /**
   * Stores the summary and the final status (only from queued or in progress: of two runs, one
   * finishes it; a run that failed for good before it started still ends), then tells the listener.
   */
  private async finish(workspaceId: string, reportId: string, end: { status: 'completed' | 'failed'; error: LocalizedText | null }): Promise<string> {
    const em = forWorkspace(this.em, workspaceId);
    const results = await this.results.ofReport(workspaceId, reportId);
    const summary = summarize(results);
    const completedAt = new Date();
    // The auditor names the engines that decided something (axe never ran on a site that could not be read; Lighthouse's figures without an analysis decide nothing).
    const decidedBy = [...new Set(results.filter((result) => result.status !== 'no_data').map((result) => result.frameworkId))];
    const changed = await em.nativeUpdate(
      AuditReportSchema,
      { id: reportId, status: { $in: [...runningStatuses] } },
      { status: end.status, error: end.error, summary, completedAt, ...(decidedBy.length > 0 ? { auditor: this.reports.auditor(decidedBy) } : {}) },
    );
    // Each site's compliance score in the metric store; a store that fails never fails the report.
    if (changed > 0 && end.status === 'completed') {
      await this.metrics
        .record(complianceSamples(workspaceId, reportId, results, completedAt))
        .catch((error: unknown) => this.log.warn({ err: error, reportId }, 'compliance scores not stored in the metric store'));
    }
    const report = await forWorkspace(this.em, workspaceId).findOne(AuditReportSchema, { id: reportId });
    if (changed > 0 && report && this.listener) {
      await this.listener.reportFinished(report).catch((error: unknown) => this.log.error({ err: error, reportId }, 'the report-finished listener failed'));
    }
    return report?.status ?? 'missing';
  }
}

function workspaceOf(report: Pick<AuditReport, 'workspace'>): string {
  return typeof report.workspace === 'string' ? report.workspace : report.workspace.id;
}
