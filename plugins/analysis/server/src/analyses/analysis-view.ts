import { failingAuditCount, type AnalysisSummary, type AnalysisView, type Verification } from '@otimiza/plugin-analysis-shared';
import type { AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { pageSpeedResultsIn } from '../audit/page-speed-view.js';
import { decideAudits } from '../fixer/audit-decisions.js';
import { proofBaselineOf } from '../proof/proof-baseline.js';
import { failureIn, failureOfColumns } from './analysis-failure.js';
import type { Selection } from 'kysely';
import type { Analysis } from '../data/analysis.entity.js';
import type { AnalysisTables } from '../data/analysis-tables.js';

/**
 * What a list shows of an analysis — no page, fixes, context or report (those are read one at a
 * time) — as the history list reads it: columns of the entity's table (checked by the compiler,
 * see `analysisSql`) under the entity's property names, so a whole `Analysis` is one too.
 */
export const analysisSummaryColumns = [
  'id',
  'url',
  'domain',
  'path',
  'strategy',
  'provider',
  'status',
  'progress',
  'step',
  'error_type as errorType',
  'error_code as errorCode',
  'error_messages as errorMessages',
  'error_message as errorMessage',
  'performance_score as performanceScore',
  'accessibility_score as accessibilityScore',
  'seo_score as seoScore',
  'best_practices_score as bestPracticesScore',
  'issues_count as issuesCount',
  'verification_status as verificationStatus',
  'created_at as createdAt',
  'started_at as startedAt',
  'completed_at as completedAt',
] as const;

type SummaryColumns = Selection<AnalysisTables, 'analysis_analysis', (typeof analysisSummaryColumns)[number]>;

/** The summary's fields, typed as the entity's properties. */
export type AnalysisSummaryFields = Pick<Analysis, keyof SummaryColumns>;

/** A list row with its times as dates: the driver hands them over as text. */
export function summaryFieldsOf(row: SummaryColumns): AnalysisSummaryFields {
  const time = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return { ...row, createdAt: time(row.createdAt)!, startedAt: time(row.startedAt), completedAt: time(row.completedAt) };
}

/** A list's view of a row; its failure, if any, in `language`. */
export function toAnalysisSummary(row: AnalysisSummaryFields, language: Language): AnalysisSummary {
  const createdAt = row.createdAt.toISOString();
  const completed = row.status === 'completed';
  return {
    id: row.id,
    url: row.url,
    domain: row.domain,
    path: row.path,
    strategy: row.strategy,
    provider: row.provider,
    status: row.status,
    progress: { percent: row.progress, step: row.step ?? null },
    error: failureIn(
      failureOfColumns({ type: row.errorType ?? null, code: row.errorCode ?? null, messages: row.errorMessages ?? null, message: row.errorMessage ?? null }),
      language,
    ),
    createdAt,
    created_at: createdAt,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    durationMs: row.completedAt && row.startedAt ? row.completedAt.getTime() - row.startedAt.getTime() : null,
    scores: completed
      ? {
          performanceScore: row.performanceScore!,
          accessibilityScore: row.accessibilityScore!,
          seoScore: row.seoScore!,
          bestPracticesScore: row.bestPracticesScore!,
        }
      : null,
    performance_score: row.performanceScore ?? null,
    accessibility_score: row.accessibilityScore ?? null,
    seo_score: row.seoScore ?? null,
    best_practices_score: row.bestPracticesScore ?? null,
    issuesCount: row.issuesCount ?? null,
    verification: { status: row.verificationStatus },
  };
}

function verificationOf(row: Analysis, language: Language): Verification {
  const before = row.status === 'completed' ? proofBaselineOf(row) : null;
  const after = row.verifiedScores ?? null;
  return {
    status: row.verificationStatus,
    before,
    after,
    beforeRemeasured: row.verificationBaseline != null,
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
      failureOfColumns({
        type: row.verificationErrorType ?? null,
        code: row.verificationErrorCode ?? null,
        messages: row.verificationErrorMessages ?? null,
        message: row.verificationErrorMessage ?? null,
      }),
      language,
    ),
    completedAt: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  };
}

/** The API view of a row, its texts in the caller's language, with the optimised HTML only for plans that may download it. */
export function toAnalysisView(row: Analysis, auth: AuthContext, language: Language): AnalysisView {
  const hasHtml = row.status === 'completed' && row.optimizedHtml != null;
  const pageSpeedResults = row.pageSpeedResults ? pageSpeedResultsIn(row.pageSpeedResults, language) : null;
  const auditDecisions = decideAudits(pageSpeedResults?.failingAudits ?? [], row.appliedFixes);
  const summary = toAnalysisSummary(row, language);
  return {
    ...summary,
    // One count for the text, the tab and the toast, also on analyses stored before it was counted this way.
    issuesCount: pageSpeedResults?.failingAudits ? failingAuditCount({ auditDecisions }) : summary.issuesCount,
    appliedFixes: row.appliedFixes.map((fix) => ({ ...fix, title: fix.titles[language], description: fix.descriptions[language] })),
    auditDecisions,
    context: row.context ?? null,
    pageSpeedResults,
    optimizedHtml: hasHtml && auth.features.has('htmlDownload') ? row.optimizedHtml! : null,
    estimatedImprovements: row.estimatedImprovements ?? null,
    verification: verificationOf(row, language),
    previewUrl: hasHtml && auth.features.has('visualFeedback') ? `/api/analyses/${row.id}/preview` : null,
    downloadUrl: hasHtml && auth.features.has('htmlDownload') ? `/api/analyses/${row.id}/optimized-html` : null,
  };
}
