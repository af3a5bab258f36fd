import type {
  AnalysisStep,
  AnalysisSummary,
  AnalysisView,
  AuditProvider,
  AppliedFix,
  AnalysisContext,
  CategoryScores,
  EstimatedImprovements,
  Strategy,
  AnalysisStatus,
  Verification,
} from '@otimiza/plugin-analysis-shared';
import type { AuthContext } from '@otimiza/sdk/server';
import type { ErrorType, Language, LocalizedText } from '@otimiza/sdk/shared';
import { pageSpeedResultsIn, type StoredPageSpeedResults } from '../audit/page-speed-view.js';
import { decideAudits } from '../fixer/audit-decisions.js';
import { failureIn, failureOfColumns } from './analysis-failure.js';

/** A row of analysis_analysis, without the compressed Lighthouse report. */
export interface AnalysisRow {
  /** Set on the investor demo's audits of bundled sample pages. */
  site_bundle_id: string | null;
  id: string;
  workspace_id: string;
  url: string;
  domain: string;
  path: string;
  strategy: Strategy;
  provider: AuditProvider;
  status: AnalysisStatus;
  progress: number;
  step: AnalysisStep | null;
  error_type: ErrorType | null;
  error_code: string | null;
  error_messages: LocalizedText | null;
  /** English; all that rows stored before the code and both texts were kept have. */
  error_message: string | null;
  performance_score: number | null;
  accessibility_score: number | null;
  seo_score: number | null;
  best_practices_score: number | null;
  issues_count: number | null;
  applied_fixes: AppliedFix[];
  context: AnalysisContext | null;
  page_speed_results: StoredPageSpeedResults | null;
  optimized_html: string | null;
  final_url: string | null;
  estimated_improvements: EstimatedImprovements | null;
  verification_status: Verification['status'];
  verified_scores: CategoryScores | null;
  verification_error_type: string | null;
  verification_error_code: string | null;
  verification_error_messages: LocalizedText | null;
  verification_error_message: string | null;
  verified_at: Date | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export const analysisColumns = `id, workspace_id, url, domain, path, strategy, provider, status, progress, step, error_type, error_code, error_messages,
  error_message, performance_score, accessibility_score, seo_score, best_practices_score, issues_count, applied_fixes, context,
  page_speed_results, optimized_html, final_url, estimated_improvements, verification_status, verified_scores, verification_error_type,
  verification_error_code, verification_error_messages, verification_error_message, verified_at, created_at, started_at, completed_at, site_bundle_id`;

/** What a list shows: no page, fixes, context or report (those stay in the row, read one at a time). */
export type AnalysisSummaryRow = Pick<
  AnalysisRow,
  | 'id'
  | 'url'
  | 'domain'
  | 'path'
  | 'strategy'
  | 'provider'
  | 'status'
  | 'progress'
  | 'step'
  | 'error_type'
  | 'error_code'
  | 'error_messages'
  | 'error_message'
  | 'performance_score'
  | 'accessibility_score'
  | 'seo_score'
  | 'best_practices_score'
  | 'issues_count'
  | 'verification_status'
  | 'created_at'
  | 'started_at'
  | 'completed_at'
>;

export const analysisSummaryColumns = `id, url, domain, path, strategy, provider, status, progress, step, error_type, error_code, error_messages, error_message,
  performance_score, accessibility_score, seo_score, best_practices_score, issues_count, verification_status, created_at, started_at, completed_at`;

/** A list's view of a row; its failure, if any, in `language`. */
export function toAnalysisSummary(row: AnalysisSummaryRow, language: Language): AnalysisSummary {
  const createdAt = new Date(row.created_at).toISOString();
  const completed = row.status === 'completed';
  return {
    id: row.id,
    url: row.url,
    domain: row.domain,
    path: row.path,
    strategy: row.strategy,
    provider: row.provider,
    status: row.status,
    progress: { percent: row.progress, step: row.step },
    error: failureIn(failureOfColumns({ type: row.error_type, code: row.error_code, messages: row.error_messages, message: row.error_message }), language),
    createdAt,
    created_at: createdAt,
    completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
    durationMs: row.completed_at && row.started_at ? new Date(row.completed_at).getTime() - new Date(row.started_at).getTime() : null,
    scores: completed
      ? {
          performanceScore: row.performance_score!,
          accessibilityScore: row.accessibility_score!,
          seoScore: row.seo_score!,
          bestPracticesScore: row.best_practices_score!,
        }
      : null,
    performance_score: row.performance_score,
    accessibility_score: row.accessibility_score,
    seo_score: row.seo_score,
    best_practices_score: row.best_practices_score,
    issuesCount: row.issues_count,
    verification: { status: row.verification_status },
  };
}

function categoryScoresOf(row: AnalysisRow): CategoryScores | null {
  if (row.status !== 'completed') return null;
  return { performance: row.performance_score!, accessibility: row.accessibility_score!, seo: row.seo_score!, bestPractices: row.best_practices_score! };
}

function verificationOf(row: AnalysisRow, language: Language): Verification {
  const before = categoryScoresOf(row);
  const after = row.verified_scores;
  return {
    status: row.verification_status,
    before,
    after,
    change:
      before && after
        ? {
            performance: after.performance - before.performance,
            accessibility: after.accessibility - before.accessibility,
            seo: after.seo - before.seo,
            bestPractices: after.bestPractices - before.bestPractices,
          }
        : null,
    error: failureIn(
      failureOfColumns({ type: row.verification_error_type, code: row.verification_error_code, messages: row.verification_error_messages, message: row.verification_error_message }),
      language,
    ),
    completedAt: row.verified_at ? new Date(row.verified_at).toISOString() : null,
  };
}

/** The API view of a row, its texts in the caller's language, with the optimised HTML only for plans that may download it. */
export function toAnalysisView(row: AnalysisRow, auth: AuthContext, language: Language): AnalysisView {
  const hasHtml = row.status === 'completed' && row.optimized_html !== null;
  const pageSpeedResults = row.page_speed_results ? pageSpeedResultsIn(row.page_speed_results, language) : null;
  return {
    ...toAnalysisSummary(row, language),
    appliedFixes: row.applied_fixes.map((fix) => ({ ...fix, title: fix.titles[language], description: fix.descriptions[language] })),
    auditDecisions: decideAudits(pageSpeedResults?.failingAudits ?? [], row.applied_fixes),
    context: row.context,
    pageSpeedResults,
    optimizedHtml: hasHtml && auth.features.has('htmlDownload') ? row.optimized_html : null,
    estimatedImprovements: row.estimated_improvements,
    verification: verificationOf(row, language),
    previewUrl: hasHtml && auth.features.has('visualFeedback') ? `/api/analyses/${row.id}/preview` : null,
    downloadUrl: hasHtml && auth.features.has('htmlDownload') ? `/api/analyses/${row.id}/optimized-html` : null,
  };
}
