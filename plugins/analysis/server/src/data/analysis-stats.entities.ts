import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceKeyProperty } from '@otimiza/sdk/server';

// The dashboard's figures, written only by the statement triggers on analysis_analysis (see the
// list-and-stats and stable-change migrations) and read by GET /api/dashboard/stats.

const workspaceKey = workspaceKeyProperty();

/** Per workspace: every analysis, the completed ones, their LCP sum and count, and the kept score change over URLs audited twice or more. */
export const WorkspaceStatsSchema = defineEntity({
  name: 'AnalysisWorkspaceStats',
  tableName: 'analysis_workspace_stats',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKey,
    analyses: p.integer().default(0),
    completed: p.integer().default(0),
    lcpSum: p.bigint('number').fieldName('lcp_sum').defaultRaw('0'),
    lcpCount: p.integer().fieldName('lcp_count').default(0),
    changeSum: p.decimal('number').fieldName('change_sum').default(0),
    changedUrls: p.integer().fieldName('changed_urls').default(0),
  },
});
export type WorkspaceStats = InferEntity<typeof WorkspaceStatsSchema>;

/** Completed analyses per workspace and São Paulo month ('YYYY-MM'). */
export const MonthlyStatsSchema = defineEntity({
  name: 'AnalysisMonthlyStats',
  tableName: 'analysis_monthly_stats',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKey,
    month: p.text().primary(),
    completed: p.integer().default(0),
  },
});
export type MonthlyStats = InferEntity<typeof MonthlyStatsSchema>;

/**
 * Per URL, strategy and run count (audits compared like with like: a mobile audit is never the
 * previous one of a desktop audit, nor a single run that of a median of three): its completed
 * audits and the four scores of its first and latest one.
 */
export const UrlStatsSchema = defineEntity({
  name: 'AnalysisUrlStats',
  tableName: 'analysis_url_stats',
  filters: workspaceFilter,
  properties: {
    workspace: workspaceKey,
    url: p.text().primary(),
    strategy: p.text().primary(),
    /** Lighthouse runs behind the scores (`page_speed_results.auditRuns`, one when absent). */
    runs: p.integer().primary(),
    completed: p.integer(),
    firstScores: p.array<number>().columnType('integer[]').fieldName('first_scores').nullable(),
    latestScores: p.array<number>().columnType('integer[]').fieldName('latest_scores').nullable(),
  },
});
export type UrlStats = InferEntity<typeof UrlStatsSchema>;
