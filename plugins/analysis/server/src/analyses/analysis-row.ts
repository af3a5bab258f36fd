import type { AnalysisStep, AnalysisView, AuditProvider, AppliedFix, AnalysisContext, PageSpeedResults, Strategy, AnalysisStatus } from '@otimiza/plugin-analysis-shared';
import type { ErrorType } from '@otimiza/sdk/shared';

/** A row of analysis_analysis, without the compressed Lighthouse report. */
export interface AnalysisRow {
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
  error_message: string | null;
  performance_score: number | null;
  accessibility_score: number | null;
  seo_score: number | null;
  best_practices_score: number | null;
  issues_count: number | null;
  applied_fixes: AppliedFix[];
  context: AnalysisContext | null;
  page_speed_results: PageSpeedResults | null;
  optimized_html: string | null;
  created_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

export const analysisColumns = `id, workspace_id, url, domain, path, strategy, provider, status, progress, step, error_type, error_message,
  performance_score, accessibility_score, seo_score, best_practices_score, issues_count, applied_fixes, context,
  page_speed_results, optimized_html, created_at, started_at, completed_at`;

export function toAnalysisView(row: AnalysisRow): AnalysisView {
  const completed = row.status === 'completed';
  const createdAt = new Date(row.created_at).toISOString();
  return {
    id: row.id,
    url: row.url,
    domain: row.domain,
    path: row.path,
    strategy: row.strategy,
    provider: row.provider,
    status: row.status,
    progress: { percent: row.progress, step: row.step },
    error: row.error_type ? { type: row.error_type, message: row.error_message ?? '' } : null,
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
    appliedFixes: row.applied_fixes,
    context: row.context,
    pageSpeedResults: row.page_speed_results,
    optimizedHtml: row.optimized_html,
  };
}
