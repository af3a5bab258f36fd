import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { InteractiveReport, InteractiveReportList, InteractiveReportType } from '@otimiza/plugin-reports-shared';
import { AnalysisPort, forWorkspace, MetricStorePort } from '@otimiza/sdk/server';
import type { MetricName } from '@otimiza/sdk/shared';
import { SharedReportSchema } from '../shared-reports/shared-report.entity.js';
import { mapLimit, oneDecimal } from './visual-numbers.js';
import { startOfUtcDay } from './visual-window.js';

const maxReports = 100;
/** Reports whose page address is looked up (the newest). */
const withUrl = 30;
const listedAnalyses = 400;

type ShareFigures = Record<'views' | 'downloads' | 'shares' | 'timeSpent' | 'bounces', Map<string, number>>;

/**
 * The reports tab (spec 001 §2.2, §3 "Interactive report"): the workspace's shared reports with the
 * analytics their public pages recorded in the metric store (dimension = the shared report's id):
 * views, downloads, shares, time spent per view and the share of views that bounced.
 */
@Injectable()
export class InteractiveReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    private readonly analyses: AnalysisPort,
  ) {}

  async list(workspaceId: string, type: InteractiveReportType | 'all'): Promise<InteractiveReportList> {
    // A shared report is the page of one website analysis; the other kinds have no stored reports yet.
    if (type !== 'all' && type !== 'website_analysis') return { reports: [] };
    const rows = await forWorkspace(this.em, workspaceId).find(SharedReportSchema, {}, { orderBy: { createdAt: 'desc' }, limit: maxReports });
    if (rows.length === 0) return { reports: [] };
    const oldest = rows.reduce((min, row) => (row.createdAt < min ? row.createdAt : min), rows[0]!.createdAt);
    const figures = await this.figures(workspaceId, startOfUtcDay(oldest));
    // The address of each report's analysis: from the list of recent analyses, else read one by one (the newest reports only).
    const listedUrls = new Map((await this.analyses.listCompleted(workspaceId, listedAnalyses)).map((item) => [item.id, item.url]));
    const urls = await mapLimit(
      rows,
      4,
      async (row, index) =>
        listedUrls.get(row.analysisId) ?? (index < withUrl ? ((await this.analyses.findCompleted(workspaceId, row.analysisId))?.url ?? null) : null),
    );
    return {
      reports: rows.map((row, index) => {
        const views = figures.views.get(row.id) ?? 0;
        return {
          id: row.id,
          name: row.title,
          description: row.description,
          type: 'website_analysis',
          url: urls[index] ?? null,
          createdAt: row.createdAt.toISOString(),
          isPublic: row.isPublic,
          revoked: row.revokedAt !== null && row.revokedAt !== undefined,
          analytics: {
            views,
            downloads: figures.downloads.get(row.id) ?? 0,
            shares: figures.shares.get(row.id) ?? 0,
            avgTimeSpent: views > 0 ? oneDecimal((figures.timeSpent.get(row.id) ?? 0) / views) : null,
            bounceRate: views > 0 ? oneDecimal(((figures.bounces.get(row.id) ?? 0) / views) * 100) : null,
          },
        } satisfies InteractiveReport;
      }),
    };
  }

  /** Each share-page metric summed per shared report since the oldest report was made. */
  private async figures(workspaceId: string, from: Date): Promise<ShareFigures> {
    const metrics: Record<keyof ShareFigures, MetricName> = {
      views: 'share.views',
      downloads: 'share.downloads',
      shares: 'share.shares',
      timeSpent: 'share.time-spent',
      bounces: 'share.bounces',
    };
    const entries = await Promise.all(Object.entries(metrics).map(async ([key, metric]) => [key, await this.perReport(workspaceId, metric, from)] as const));
    return Object.fromEntries(entries) as ShareFigures;
  }

  /** A share-page metric summed per shared report (its dimension) since `from`. */
  private async perReport(workspaceId: string, metric: MetricName, from: Date): Promise<Map<string, number>> {
    const perReport = new Map<string, number>();
    for (const entry of await this.store.series(workspaceId, { metric, from, to: new Date() })) {
      if (!entry.dimension) continue;
      perReport.set(entry.dimension, (perReport.get(entry.dimension) ?? 0) + entry.points.reduce((sum, point) => sum + point.sum, 0));
    }
    return perReport;
  }

  /** The overview's figures of the same reports: how many are live and their views, without their pages' addresses. */
  async totals(workspaceId: string): Promise<{ reports: number; views: number }> {
    const rows = await forWorkspace(this.em, workspaceId).find(
      SharedReportSchema,
      {},
      { orderBy: { createdAt: 'desc' }, limit: maxReports, fields: ['id', 'createdAt', 'revokedAt'] },
    );
    if (rows.length === 0) return { reports: 0, views: 0 };
    const oldest = rows.reduce((min, row) => (row.createdAt < min ? row.createdAt : min), rows[0]!.createdAt);
    const views = await this.perReport(workspaceId, 'share.views', startOfUtcDay(oldest));
    return {
      reports: rows.filter((row) => row.revokedAt === null || row.revokedAt === undefined).length,
      views: rows.reduce((sum, row) => sum + (views.get(row.id) ?? 0), 0),
    };
  }
}
