import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MetricStorePort } from '@otimiza/sdk/server';
import type { SystemSummary } from '@otimiza/plugin-bi-shared';
import { sql } from 'kysely';
import { biSql } from '../common/bi-sql.js';
import { SeriesService } from '../series/series.service.js';
import { addDays, dayOf } from '../stats/periods.js';
import { qualityOf } from './data-quality.js';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);
/** A job still queued (not taken, or taken and never finished) this long after it was queued is stuck: retrains and sends take seconds, retries minutes. */
export const STUCK_AFTER_MS = 3_600_000;

/** `GET /api/bi/system`: the four summary cards, each from stored records. */
@Injectable()
export class SystemService {
  constructor(
    private readonly em: EntityManager,
    private readonly series: SeriesService,
    private readonly store: MetricStorePort,
  ) {}

  /** The member opened business intelligence today (one row per member and day, however often). */
  async recordVisit(workspaceId: string, userId: string, now = new Date()): Promise<void> {
    await biSql(this.em)
      .insertInto('bi_activity')
      .values({ workspace_id: workspaceId, user_id: userId, day: dayOf(now) })
      .onConflict((conflict) => conflict.columns(['workspace_id', 'user_id', 'day']).doNothing())
      .execute();
  }

  async summary(workspaceId: string, now = new Date()): Promise<SystemSummary> {
    const db = biSql(this.em);
    const today = dayOf(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const [dashboards, active, jobs, reportDays] = await Promise.all([
      db
        .selectFrom('bi_dashboard')
        .where('workspace_id', '=', workspaceId)
        .select(sql<string>`count(*)`.as('count'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('bi_activity')
        .where('workspace_id', '=', workspaceId)
        .where('day', '>', addDays(today, -7))
        .select(sql<string>`count(distinct user_id)`.as('count'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('bi_job_run')
        .where('workspace_id', '=', workspaceId)
        .where('created_at', '>=', new Date(now.getTime() - 7 * 86_400_000))
        // A job queued less than an hour ago is in progress: neither done nor stuck yet.
        .where((eb) => eb.or([eb('status', '<>', 'queued'), eb('created_at', '<', new Date(now.getTime() - STUCK_AFTER_MS))]))
        .groupBy('status')
        .select(['status', sql<string>`count(*)`.as('count')])
        .execute(),
      this.store.daily(workspaceId, { metric: 'reports.runs', dimension: 'bi', from: new Date(`${monthStart}T00:00:00.000Z`), to: now }),
    ]);
    const context = await this.series.context(workspaceId, now);
    const rows = await this.series.rows(context);
    let measured = 0;
    let gaps = 0;
    let outliers = 0;
    let dirty = 0;
    for (const row of rows) {
      const resolved = this.series.resolve(context, row);
      if (!resolved) continue;
      const quality = qualityOf(
        resolved.days.length ? resolved.days : resolved.periods.map((period) => ({ day: period.end, value: period.value })),
        resolved.periods,
        resolved.granularity,
        today,
      );
      if (!quality) continue;
      measured += 1;
      if (quality.gaps) gaps += 1;
      if (quality.outliers) outliers += 1;
      if (quality.gaps || quality.outliers) dirty += 1;
    }
    const clean = measured - dirty;
    const succeeded = Number(jobs.find((row) => row.status === 'succeeded')?.count ?? 0);
    const failed = Number(jobs.find((row) => row.status === 'failed')?.count ?? 0);
    const stuck = Number(jobs.find((row) => row.status === 'queued')?.count ?? 0);
    return {
      summary: {
        totalDashboards: Number(dashboards.count),
        activeUsers: Number(active.count),
        reportsGenerated: reportDays.reduce((total, point) => total + point.sum, 0),
        dataQuality: percent(clean, measured),
        systemHealth: percent(succeeded, succeeded + failed + stuck),
      },
      detail: { series: measured, seriesWithGaps: gaps, seriesWithOutliers: outliers, jobs: { succeeded, failed, stuck } },
    };
  }
}
