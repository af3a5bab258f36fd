import { sql, type Kysely } from 'kysely';
import type { CategoryScores } from '@otimiza/plugin-analysis-shared';
import type { AnalysisTables } from '../data/analysis-tables.js';
import type { AnalysisMetricFacts } from './analysis-metric-samples.js';

const metricValue = (id: string) => sql<number | null>`(page_speed_results #>> ${sql.lit(`{metrics,${id},value}`)})::double precision`;

/**
 * The completed analyses' figures the metric store records, read without the heavy columns (the
 * report, the fixed page, the fixes' snippets): `where` picks them (one by id for an event, a
 * page in id order for the backfill).
 */
export function metricFactsQuery(db: Kysely<AnalysisTables>) {
  return db
    .selectFrom('analysis_analysis')
    .where('status', '=', 'completed')
    .select([
      'id',
      'workspace_id',
      'url',
      'strategy',
      sql<string | Date>`coalesce(completed_at, created_at)`.as('completed_at'),
      'performance_score',
      'accessibility_score',
      'seo_score',
      'best_practices_score',
      sql<number | null>`coalesce(issues_count, jsonb_array_length(page_speed_results -> 'failingAudits'))`.as('failing_audits'),
      metricValue('largest-contentful-paint').as('lcp_ms'),
      metricValue('cumulative-layout-shift').as('cls'),
      metricValue('total-blocking-time').as('tbt_ms'),
      sql<string[] | null>`jsonb_path_query_array(applied_fixes, '$[*].category')`.as('fix_categories'),
      sql<string | null>`context ->> 'businessTypeId'`.as('business_type_id'),
      'verification_status',
      'verified_scores',
      'verified_at',
      'verification_baseline',
    ]);
}

type FactsRow = Awaited<ReturnType<ReturnType<typeof metricFactsQuery>['execute']>>[number];

export function toMetricFacts(row: FactsRow): AnalysisMetricFacts {
  const verifiedScores = row.verified_scores as CategoryScores | null;
  return {
    id: row.id,
    workspaceId: row.workspace_id,
    url: row.url,
    strategy: row.strategy,
    completedAt: new Date(row.completed_at),
    scores: {
      performance: row.performance_score ?? null,
      accessibility: row.accessibility_score ?? null,
      seo: row.seo_score ?? null,
      bestPractices: row.best_practices_score ?? null,
    },
    lcpMs: row.lcp_ms === null ? null : Math.round(row.lcp_ms),
    cls: row.cls,
    tbtMs: row.tbt_ms === null ? null : Math.round(row.tbt_ms),
    failingAudits: row.failing_audits,
    fixCategories: (row.fix_categories ?? []).filter((category): category is string => typeof category === 'string'),
    businessTypeId: row.business_type_id,
    verified:
      row.verification_status === 'completed' && verifiedScores && row.verified_at
        ? { scores: verifiedScores, at: new Date(row.verified_at as string | Date), baseline: (row.verification_baseline as CategoryScores | null) ?? null }
        : null,
  };
}
