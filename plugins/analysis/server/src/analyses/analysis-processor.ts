import { gzipSync } from 'node:zlib';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import {
  acrossWorkspaces,
  ApiError,
  decodeHtml,
  EntitlementsPort,
  JobDeferredError,
  JobQueue,
  SafeOutboundPort,
  pluginSettings,
  SettingsPort,
  type JobContext,
} from '@otimiza/sdk/server';
import { analysisSettingsSchema } from '../analysis-settings.schema.js';
import { LIGHTHOUSE_SPAN, type AnalysisStep } from '@otimiza/plugin-analysis-shared';
import { LighthouseRunner } from '../audit/lighthouse-runner.js';
import { LighthouseRunProgress, percentOfRuns } from '../audit/lighthouse-phases.js';
import { medianRun } from '../audit/median-run.js';
import { PageSpeedClient } from '../audit/pagespeed-client.js';
import { pageSpeedResultsOf, scoresOf } from '../audit/lighthouse-result-mapper.js';
import { pageSpeedResultsIn } from '../audit/page-speed-view.js';
import { decideAudits } from '../fixer/audit-decisions.js';
import type { StoredPageSpeedResults } from '../data/stored-page-speed-results.js';
import { BundledOutbound } from '../bundle/bundled-outbound.js';
import { SiteBundlesRepository } from '../bundle/site-bundles.repository.js';
import { extractPageContext } from '../context/page-context.js';
import { inFull, toAppliedFix } from '../fixer/applied-fix.js';
import { estimateImprovements } from '../fixer/estimate-improvements.js';
import { SkippedFixes } from '../fixer/skipped-fixes/skipped-fixes.js';
import { fixHtml } from '../fixer/html-fixer.js';
import { collectPageResources } from '../fixer/page-resources.js';
import { AnalysisDomainEvents } from '../events/analysis-events.js';
import { VerificationProcessor } from '../proof/verification-processor.js';
import { AnalysisFailure } from './analysis-failure.js';
import { ANALYSIS_RUN_ATTEMPTS, analysisRunJob } from './analysis-run.job.js';
import { analysisNow, AnalysisSchema } from '../data/analysis.entity.js';
import { AnalysisStatusRepository } from './analysis-status.repository.js';
import { analysisSql } from '../data/analysis-tables.js';

/** An analysis recorded as of a past date shows the audit's own time on that clock too. */
function shiftedFetchTime(results: StoredPageSpeedResults, offsetMs: number): StoredPageSpeedResults {
  return offsetMs > 0 ? { ...results, fetchTime: new Date(Date.parse(results.fetchTime) - offsetMs).toISOString() } : results;
}

/**
 * Runs an analysis job: reaches the page, audits it, derives fixes and context, stores the result once.
 * A bundled analysis (the demo's sample sites) takes the page and its resources from its bundle
 * instead of the network, and does not count as plan usage; everything else runs the same.
 */
/** How often the percent may be written while Lighthouse stays in one phase. */
const PROGRESS_WRITE_MS = 500;

@Injectable()
export class AnalysisProcessor implements OnModuleInit {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly runner: LighthouseRunner,
    private readonly outbound: SafeOutboundPort,
    private readonly status: AnalysisStatusRepository,
    private readonly pageSpeed: PageSpeedClient,
    private readonly settings: SettingsPort,
    private readonly verification: VerificationProcessor,
    private readonly bundles: SiteBundlesRepository,
    private readonly entitlements: EntitlementsPort,
    private readonly domainEvents: AnalysisDomainEvents,
    private readonly skippedFixes: SkippedFixes,
  ) {}

  onModuleInit(): void {
    this.jobs.process(analysisRunJob, (payload, context) => this.run(payload.analysisId, context), { concurrency: 1 });
  }

  async run(analysisId: string, context: JobContext): Promise<void> {
    // A job addresses its analysis by id, whatever the workspace.
    const db = analysisSql(this.em);
    const row = await db
      .selectFrom('analysis_analysis')
      .select([
        'url',
        'strategy',
        'provider',
        'status',
        'workspace_id',
        'verification_status',
        'site_bundle_id',
        'batch_id',
        sql<number>`(extract(epoch from clock_offset) * 1000)::float8`.as('offset_ms'),
      ])
      .where('id', '=', analysisId)
      .executeTakeFirst();
    if (!row || row.status === 'completed' || row.status === 'failed') return;
    try {
      if (!(await this.status.markRunning(analysisId, this.leaseMs()))) return;
      await this.step(analysisId, 'validating');
      const site = row.site_bundle_id ? await this.bundles.load(row.site_bundle_id, row.workspace_id) : null;
      if (row.site_bundle_id && !site) throw new AnalysisFailure('bundle-missing');
      const outbound = site ? new BundledOutbound(site, this.outbound) : this.outbound;
      await outbound.assertAllowed(row.url);

      await this.step(analysisId, 'connecting');
      const timeoutMs = Math.min(20_000, pluginSettings(this.settings, analysisSettingsSchema).AUDIT_TIMEOUT_MS);
      const page = await outbound.fetch(row.url, { timeoutMs }).catch((error: unknown) => {
        throw error instanceof ApiError && error.type === 'API_TIMEOUT' ? new AnalysisFailure('audit-timeout') : error;
      });
      if (page.status >= 400) throw new AnalysisFailure('page-unreachable', { details: { status: page.status } });

      // Bundled demo sites are served from memory: their numbers do not vary, one run tells it.
      const runs = row.provider === 'lighthouse' && !site ? await this.auditRunsFor(row.workspace_id) : 1;
      const lhr =
        row.provider === 'pagespeed'
          ? await this.step(analysisId, 'analysing').then(() => this.pageSpeed.run(row.url, row.strategy))
          : await medianRun(runs, (run) =>
              this.runner.audit(row.url, row.strategy, {
                onStart: () =>
                  run === 1
                    ? this.step(analysisId, 'analysing')
                    : this.status.progress(analysisId, 'loading-page', percentOfRuns(LIGHTHOUSE_SPAN, run, runs, 0), this.leaseMs()),
                onStatus: this.lighthouseProgress(analysisId, run, runs),
                site: site ?? undefined,
              }),
            );
      if (lhr.runtimeError) throw new AnalysisFailure('page-unreachable', { type: 'PAGESPEED_ERROR', details: { lighthouse: lhr.runtimeError.code } });

      await this.step(analysisId, 'recommending');
      const scores = scoresOf(lhr);
      const html = decodeHtml(page.body, page.headers['content-type']);
      const pageContext = extractPageContext(html, page.finalUrl);
      const resources = await collectPageResources(html, page.finalUrl, outbound);
      const fixed = fixHtml({ html, pageUrl: page.finalUrl, context: pageContext, resources, skip: await this.skippedFixes.idsOf(row.workspace_id) });
      // The proof needs a local audit of the same settings: not comparable with a PageSpeed Insights run.
      const verify = row.verification_status === 'pending' && row.provider === 'lighthouse' && fixed.fixes.length > 0;
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
      const results = pageSpeedResultsOf(lhr, row.strategy);
      const appliedFixes = fixed.fixes.map((fix) => toAppliedFix(fix, lhr, { elements: fixed.changedElements.get(fix.id), baseUrl: fixed.baseUrl }));
      const stored = await this.em.nativeUpdate(
        AnalysisSchema,
        { id: analysisId, status: 'running' },
        {
          status: 'completed',
          progress: 100,
          step: 'complete',
          performanceScore: scores.performanceScore,
          accessibilityScore: scores.accessibilityScore,
          seoScore: scores.seoScore,
          bestPracticesScore: scores.bestPracticesScore,
          // The same count as the failing-audits tab (each audit once): the list, the report and the metrics read this one.
          issuesCount: decideAudits(pageSpeedResultsIn(results, 'en').failingAudits ?? [], appliedFixes).length,
          largestContentfulPaintMs: lcp === undefined ? null : Math.round(lcp),
          appliedFixes,
          context: pageContext,
          pageSpeedResults: shiftedFetchTime({ ...results, auditRuns: runs }, row.offset_ms),
          lighthouseReport: gzipSync(JSON.stringify(lhr)),
          optimizedHtml: fixed.html,
          estimatedImprovements: estimateImprovements(inFull(appliedFixes), lhr),
          finalUrl: lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl ?? page.finalUrl,
          verificationStatus: verify ? 'pending' : 'skipped',
          completedAt: analysisNow(),
          leaseUntil: null,
        },
        acrossWorkspaces,
      );
      if (stored > 0) {
        await this.status.announceCompleted(analysisId);
        await this.domainEvents.completed(analysisId);
        // A batch's page keeps its proof pending until the batch asks for it (AnalysisPort.proveBatch), after its pages.
        if (verify && !row.batch_id) await this.verification.enqueueOrFail(analysisId, row.workspace_id);
      }
    } catch (error) {
      if (error instanceof JobDeferredError) {
        await this.status.requeue(analysisId);
        throw error;
      }
      const final = context.attempt >= ANALYSIS_RUN_ATTEMPTS || (error instanceof ApiError && [400, 408].includes(error.getStatus()));
      if (!final) throw error;
      const apiError = error instanceof ApiError ? error : new AnalysisFailure('internal');
      await this.status.fail(analysisId, apiError);
    }
  }

  /** How long a try may go without a step before the sweeper calls it interrupted: the audit's own limit and a margin. */
  private leaseMs(): number {
    return pluginSettings(this.settings, analysisSettingsSchema).AUDIT_TIMEOUT_MS + 60_000;
  }

  /** Lighthouse's phases as the bar's percent: written when the phase changes, else at most every PROGRESS_WRITE_MS. */
  private lighthouseProgress(analysisId: string, run: number, runs: number): (message: string) => void {
    const tracker = new LighthouseRunProgress();
    let written = { at: 0, phase: '' };
    return (message) => {
      const seen = tracker.observe(message);
      if (!seen || (seen.phase === written.phase && Date.now() - written.at < PROGRESS_WRITE_MS)) return;
      written = { at: Date.now(), phase: seen.phase };
      // A lost progress write is not worth failing the audit for: the next one or the next step catches up.
      this.status.progress(analysisId, seen.phase, percentOfRuns(LIGHTHOUSE_SPAN, run, runs, seen.fraction), this.leaseMs()).catch(() => undefined);
    };
  }

  /** Runs of the performance audit: PERFORMANCE_AUDIT_RUNS where the plan includes Core Web Vitals, else one. */
  private async auditRunsFor(workspaceId: string): Promise<number> {
    const features = await this.entitlements.featuresOf(workspaceId);
    return features.has('coreWebVitals') ? pluginSettings(this.settings, analysisSettingsSchema).PERFORMANCE_AUDIT_RUNS : 1;
  }

  private async step(analysisId: string, step: AnalysisStep): Promise<void> {
    await this.status.step(analysisId, step, this.leaseMs());
  }
}
