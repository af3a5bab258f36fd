import { defineEntity, p, raw, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import type {
  AnalysisContext,
  AnalysisStatus,
  AnalysisStep,
  AppliedFix,
  AuditProvider,
  CategoryScores,
  EstimatedImprovements,
  Strategy,
  Verification,
} from '@otimiza/plugin-analysis-shared';
import type { StoredPageSpeedResults } from './stored-page-speed-results.js';
import { SiteBundleSchema } from './site-bundle.entity.js';

const transitionTables = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' };

/**
 * One audit of one page: its progress while it runs, then its scores, the fixed page, the fixes,
 * the page's context, the Lighthouse summary (and compressed report) and the proof's scores.
 * An analysis recorded as of a past date (the demo) keeps `clock_offset`: its times are now() minus it.
 * Statement triggers keep the dashboard's figures (see the list-and-stats migration).
 */
export const AnalysisSchema = defineEntity({
  name: 'Analysis',
  tableName: 'analysis_analysis',
  filters: workspaceFilter,
  indexes: [
    {
      name: 'analysis_analysis_workspace_created_idx',
      expression: 'create index analysis_analysis_workspace_created_idx on analysis_analysis (workspace_id, created_at desc, id desc)',
    },
    {
      name: 'analysis_analysis_url_search_idx',
      expression: 'create index analysis_analysis_url_search_idx on analysis_analysis using gin (workspace_id, url gin_trgm_ops)',
    },
    {
      name: 'analysis_analysis_completed_url_idx',
      expression: "create index analysis_analysis_completed_url_idx on analysis_analysis (workspace_id, url, created_at) where status = 'completed'",
    },
    {
      name: 'analysis_analysis_in_flight_idx',
      expression: "create index analysis_analysis_in_flight_idx on analysis_analysis (created_at) where status in ('queued','running')",
    },
    {
      name: 'analysis_analysis_site_bundle_idx',
      expression: 'create index analysis_analysis_site_bundle_idx on analysis_analysis (site_bundle_id) where site_bundle_id is not null',
    },
  ],
  // The dashboard's figures, kept by one set-based pass per statement (functions in the list-and-stats and stable-change migrations).
  triggers: (['insert', 'update', 'delete'] as const).map((event) => ({
    name: `analysis_stats_on_${event}`,
    timing: 'after' as const,
    events: [event],
    forEach: 'statement' as const,
    expression: `create trigger analysis_stats_on_${event} after ${event} on analysis_analysis referencing ${transitionTables[event]} for each statement execute function analysis_stats_apply()`,
  })),
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: actingUserProperty('user_id'),
    url: p.text(),
    domain: p.text(),
    path: p.text(),
    strategy: p
      .text()
      .$type<Strategy>()
      .check(oneOf('strategy', ['desktop', 'mobile'])),
    provider: p
      .text()
      .$type<AuditProvider>()
      .default('lighthouse')
      .check(oneOf('provider', ['lighthouse', 'pagespeed'])),
    status: p
      .text()
      .$type<AnalysisStatus>()
      .check(oneOf('status', ['queued', 'running', 'completed', 'failed'])),
    progress: p.integer().default(0),
    step: p.text().$type<AnalysisStep>().nullable(),
    errorType: p.text().fieldName('error_type').nullable(),
    errorCode: p.text().fieldName('error_code').nullable(),
    errorMessages: p.json<LocalizedText>().fieldName('error_messages').nullable(),
    /** English; all that rows stored before the code and both texts were kept have. */
    errorMessage: p.text().fieldName('error_message').nullable(),
    performanceScore: p.integer().fieldName('performance_score').nullable(),
    accessibilityScore: p.integer().fieldName('accessibility_score').nullable(),
    seoScore: p.integer().fieldName('seo_score').nullable(),
    bestPracticesScore: p.integer().fieldName('best_practices_score').nullable(),
    issuesCount: p.integer().fieldName('issues_count').nullable(),
    largestContentfulPaintMs: p.integer().fieldName('largest_contentful_paint_ms').nullable(),
    appliedFixes: p.json<AppliedFix[]>().fieldName('applied_fixes').defaultRaw("'[]'"),
    context: p.json<AnalysisContext>().nullable(),
    pageSpeedResults: p.json<StoredPageSpeedResults>().fieldName('page_speed_results').nullable(),
    /** The whole Lighthouse report, gzipped; read only for the PDF and the report download. */
    lighthouseReport: p.blob().fieldName('lighthouse_report').nullable().lazy(),
    optimizedHtml: p.text().fieldName('optimized_html').nullable().lazy(),
    finalUrl: p.text().fieldName('final_url').nullable(),
    estimatedImprovements: p.json<EstimatedImprovements>().fieldName('estimated_improvements').nullable(),
    verificationStatus: p
      .text()
      .$type<Verification['status']>()
      .fieldName('verification_status')
      .default('skipped')
      .check(oneOf('verification_status', ['pending', 'running', 'completed', 'failed', 'skipped'])),
    verifiedScores: p.json<CategoryScores>().fieldName('verified_scores').nullable(),
    /** The original page audited again at proof time, when the fixed page read slower than the analysis (proof/proof-baseline.ts). */
    verificationBaseline: p.json<CategoryScores>().fieldName('verification_baseline').nullable(),
    verificationErrorType: p.text().fieldName('verification_error_type').nullable(),
    verificationErrorCode: p.text().fieldName('verification_error_code').nullable(),
    verificationErrorMessages: p.json<LocalizedText>().fieldName('verification_error_messages').nullable(),
    verificationErrorMessage: p.text().fieldName('verification_error_message').nullable(),
    verifiedAt: p.datetime().fieldName('verified_at').nullable(),
    startedAt: p.datetime().fieldName('started_at').nullable(),
    completedAt: p.datetime().fieldName('completed_at').nullable(),
    /** Set on the investor demo's audits of bundled sample pages. */
    siteBundle: () => p.manyToOne(SiteBundleSchema).fieldName('site_bundle_id').nullable().deleteRule('no action').updateRule('no action'),
    clockOffset: p.interval().fieldName('clock_offset').defaultRaw("'00:00:00'").hidden(),
    /** The plan allowance it draws on: consumed when it completes, released when it fails. */
    reservationId: p.uuid().fieldName('reservation_id').nullable(),
    /** The batch of another plugin it was queued for (a site audit's run): its events say so, and per-page notices stay quiet. */
    batchId: p.uuid().fieldName('batch_id').nullable(),
    /** Until when its worker holds it; the sweeper fails it when this runs out. */
    leaseUntil: p.datetime().fieldName('lease_until').nullable(),
  },
});
export type Analysis = InferEntity<typeof AnalysisSchema>;

/** Now, on an analysis' own clock (one recorded as of a past date, for the demo, lives in its past): a value for the EntityManager's updates. */
export const analysisNow = () => raw('now() - clock_offset');
