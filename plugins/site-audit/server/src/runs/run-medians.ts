import type { EntityManager } from '@mikro-orm/postgresql';
import { siteAuditCategories, type SiteCategoryScores } from '@otimiza/plugin-site-audit-shared';
import { sql } from 'kysely';

/**
 * Each run's median per category over its audited pages, in one grouped query for any number of runs
 * (the mean of the two middle scores for an even count, rounded: as `medianScore`). A category no page
 * has is absent; a run without an audited page has an empty object.
 */
export async function mediansOfRuns(em: EntityManager, workspaceId: string, runIds: readonly string[]): Promise<Map<string, Partial<SiteCategoryScores>>> {
  const medians = new Map<string, Partial<SiteCategoryScores>>(runIds.map((id) => [id, {}]));
  if (runIds.length === 0) return medians;
  const median = (category: string) => sql<string | null>`round(percentile_cont(0.5) within group (order by (scores->>${category})::int))`;
  const rows = await em
    .getKysely<{ site_audit_page: { workspace_id: string; run_id: string; status: string; scores: unknown } }>()
    .selectFrom('site_audit_page')
    .where('workspace_id', '=', workspaceId)
    .where('run_id', 'in', [...runIds])
    .where('status', '=', 'completed')
    .groupBy('run_id')
    .select(['run_id', ...siteAuditCategories.map((category) => median(category).as(category))])
    .execute();
  for (const row of rows) {
    const figures = row as unknown as Record<string, string | number | null>;
    const run: Partial<SiteCategoryScores> = {};
    for (const category of siteAuditCategories) if (figures[category] !== null) run[category] = Number(figures[category]);
    medians.set(row.run_id, run);
  }
  return medians;
}
