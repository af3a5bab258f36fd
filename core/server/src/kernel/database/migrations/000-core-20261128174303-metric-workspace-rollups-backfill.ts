import { Migration } from '@mikro-orm/migrations';

/**
 * The workspace rollups of what the metric store already holds: each workspace's rows of
 * `core_metric_daily` summed over their sites, per metric, dimension and day (the latest value by
 * its time). From here on every recording keeps both tables.
 */
export class CoreMetricWorkspaceRollupsBackfillMigration extends Migration {
  override up(): void {
    this.addSql(
      `insert into core_metric_workspace_daily (workspace_id, metric, dimension, day, sum, count, min, max, last, last_at, updated_at)
       select workspace_id, metric, dimension, day, sum(sum), sum(count), min(min), max(max), (array_agg(last order by last_at desc))[1], max(last_at), now()
       from core_metric_daily
       group by workspace_id, metric, dimension, day
       on conflict do nothing`,
    );
  }

  override down(): void {
    this.addSql(`delete from core_metric_workspace_daily`);
  }
}
