import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Optional } from '@nestjs/common';
import {
  interactiveReportSources,
  interactiveReportTypes,
  type InteractiveReport,
  type InteractiveReportFact,
  type InteractiveReportList,
  type InteractiveReportType,
} from '@otimiza/plugin-reports-shared';
import { AnalysisPort, EntitlementsPort, forWorkspace, MetricStorePort } from '@otimiza/sdk/server';
import { AuditReportsPort, type AuditReportSummary } from '@otimiza/plugin-audit-contract';
import { BiReportsPort, type BiReportSummary } from '@otimiza/plugin-bi-contract';
import { CompetitorAnalysesPort, type StoredCompetitorAnalysis } from '@otimiza/plugin-ai-tools-contract';
import { SiteAuditsPort, type SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import type { MetricName } from '@otimiza/sdk/shared';
import { SharedReportSchema } from '../data/shared-report.entity.js';
import { mapLimit, oneDecimal } from './visual-numbers.js';
import { startOfUtcDay } from './visual-window.js';

const maxReports = 100;
/** Reports whose page address is looked up (the newest). */
const withUrl = 30;
const listedAnalyses = 400;

/** The types whose items another plugin stores, read through its port. */
type OtherType = Exclude<InteractiveReportType, 'website_analysis'>;

type ShareFigures = Record<'views' | 'downloads' | 'shares' | 'timeSpent' | 'bounces', Map<string, number>>;

/**
 * The reports tab: what the workspace has stored, under its type.
 * Shared analysis pages (`website_analysis`) come with the analytics their public pages recorded in the
 * metric store (dimension = the shared report's id): views, downloads, shares, time spent per view and the
 * share of views that bounced. Competitor analyses (ai-tools), whole-site audits (site-audit), audit
 * reports (audit) and generated BI reports (bi) are read through the ports those plugins provide; a
 * type whose plugin is not mounted, switched off or outside the plan is named in `unavailable`.
 */
@Injectable()
export class InteractiveReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    private readonly analyses: AnalysisPort,
    private readonly entitlements: EntitlementsPort,
    @Optional() @Inject(CompetitorAnalysesPort) private readonly competitorAnalyses: CompetitorAnalysesPort | null,
    @Optional() @Inject(SiteAuditsPort) private readonly siteAudits: SiteAuditsPort | null,
    @Optional() @Inject(AuditReportsPort) private readonly auditReports: AuditReportsPort | null,
    @Optional() @Inject(BiReportsPort) private readonly biReports: BiReportsPort | null,
  ) {}

  async list(workspaceId: string, type: InteractiveReportType | 'all'): Promise<InteractiveReportList> {
    return this.items(workspaceId, type, { urls: true });
  }

  /**
   * The items the tab lists for a type; `urls: false` leaves out the shared pages' addresses, the
   * one part read from the analyses (the overview counts the items without them).
   */
  private async items(workspaceId: string, type: InteractiveReportType | 'all', options: { urls: boolean }): Promise<InteractiveReportList> {
    const others = interactiveReportTypes.filter((each): each is OtherType => each !== 'website_analysis');
    const usable = await Promise.all(others.map(async (each) => [each, await this.usable(workspaceId, each)] as const));
    const unavailable = usable.filter(([, ok]) => !ok).map(([each]) => each);
    const wanted = (each: InteractiveReportType) => (type === 'all' || type === each) && !unavailable.includes(each as OtherType);
    const lists = await Promise.all([
      wanted('website_analysis') ? this.shared(workspaceId, options.urls) : [],
      ...others.map((each) => (wanted(each) ? this.ofOther(workspaceId, each) : Promise.resolve([]))),
    ]);
    const reports = lists
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
      .slice(0, maxReports);
    return { reports, unavailable };
  }

  /** Whether the workspace can list a type stored by another plugin: its port is there (mounted) and the workspace uses that plugin. */
  private async usable(workspaceId: string, type: OtherType): Promise<boolean> {
    const port = {
      competitor_comparison: this.competitorAnalyses,
      performance_trends: this.siteAudits,
      seo_audit: this.auditReports,
      business_intelligence: this.biReports,
    }[type];
    return port !== null && (await this.entitlements.pluginInUse(workspaceId, interactiveReportSources[type]));
  }

  private async ofOther(workspaceId: string, type: OtherType): Promise<InteractiveReport[]> {
    switch (type) {
      case 'competitor_comparison':
        return (await this.competitorAnalyses!.listOf(workspaceId, { limit: maxReports })).map(competitorItem);
      case 'performance_trends':
        return (await this.siteAudits!.listFinished(workspaceId, maxReports)).map(siteAuditItem);
      case 'seo_audit':
        return (await this.auditReports!.listOf(workspaceId, maxReports)).map(auditReportItem);
      case 'business_intelligence': {
        const now = new Date();
        return (await this.biReports!.listOf(workspaceId, maxReports)).map((report) => biReportItem(report, now));
      }
    }
  }

  /** The shared analysis pages with what their public pages recorded. */
  private async shared(workspaceId: string, withUrls: boolean): Promise<InteractiveReport[]> {
    const rows = await forWorkspace(this.em, workspaceId).find(SharedReportSchema, {}, { orderBy: { createdAt: 'desc' }, limit: maxReports });
    if (rows.length === 0) return [];
    const oldest = rows.reduce((min, row) => (row.createdAt < min ? row.createdAt : min), rows[0]!.createdAt);
    const figures = await this.figures(workspaceId, startOfUtcDay(oldest));
    // The address of each report's analysis: from the list of recent analyses, else read one by one (the newest reports only).
    const listedUrls = withUrls ? new Map((await this.analyses.listCompleted(workspaceId, listedAnalyses)).map((item) => [item.id, item.url])) : null;
    const urls = listedUrls
      ? await mapLimit(
          rows,
          4,
          async (row, index) =>
            listedUrls.get(row.analysisId) ?? (index < withUrl ? ((await this.analyses.findCompleted(workspaceId, row.analysisId))?.url ?? null) : null),
        )
      : [];
    return rows.map((row, index) => {
      const views = figures.views.get(row.id) ?? 0;
      const revoked = row.revokedAt !== null && row.revokedAt !== undefined;
      return {
        id: row.id,
        name: row.title,
        description: row.description,
        type: 'website_analysis',
        url: urls[index] ?? null,
        createdAt: row.createdAt.toISOString(),
        // Its share page; a revoked link opens nothing, so the list of shared reports instead.
        href: revoked ? '/shared-reports' : `/r/${encodeURIComponent(row.token)}`,
        status: null,
        isPublic: row.isPublic,
        revoked,
        analytics: {
          views,
          downloads: figures.downloads.get(row.id) ?? 0,
          shares: figures.shares.get(row.id) ?? 0,
          avgTimeSpent: views > 0 ? oneDecimal((figures.timeSpent.get(row.id) ?? 0) / views) : null,
          bounceRate: views > 0 ? oneDecimal(((figures.bounces.get(row.id) ?? 0) / views) * 100) : null,
        },
        facts: [],
      } satisfies InteractiveReport;
    });
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

  /**
   * The overview's figures of the reports tab as it opens (every type): how many items it lists and
   * the views their share pages recorded, by the same definition as the list (without the pages' addresses).
   */
  async totals(workspaceId: string): Promise<{ reports: number; views: number }> {
    const { reports } = await this.items(workspaceId, 'all', { urls: false });
    return { reports: reports.length, views: reports.reduce((sum, report) => sum + (report.analytics?.views ?? 0), 0) };
  }
}

const fact = (key: InteractiveReportFact['key'], value: number | null | undefined): InteractiveReportFact[] =>
  value === null || value === undefined || !Number.isFinite(value) ? [] : [{ key, value }];

/** An item that is not a share page: no share analytics, nothing to revoke. */
const notShared = { isPublic: false, revoked: false, analytics: null } as const;

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** A competitor analysis opens in the AI tools' competitor analysis, on its page's address. */
function competitorItem(analysis: StoredCompetitorAnalysis): InteractiveReport {
  return {
    id: analysis.id,
    name: analysis.target.domain,
    description: analysis.competitors.map((site) => site.domain).join(', '),
    type: 'competitor_comparison',
    url: analysis.target.url,
    createdAt: analysis.completedAt.toISOString(),
    href: `/ai-tools?${new URLSearchParams({ tool: 'competitor-analysis', url: analysis.target.url }).toString()}`,
    status: null,
    ...notShared,
    facts: [...fact('competitors', analysis.competitors.length), ...fact('targetPerformance', analysis.target.scores.performance)],
  };
}

/** A finished whole-site audit opens on its run's page. */
function siteAuditItem(run: SiteAuditSummary): InteractiveReport {
  return {
    id: run.runId,
    name: hostOf(run.url),
    description: '',
    type: 'performance_trends',
    url: run.url,
    createdAt: new Date(run.finishedAt).toISOString(),
    href: `/site-audit/${encodeURIComponent(run.runId)}`,
    status: run.status === 'cancelled' ? 'cancelled' : null,
    ...notShared,
    facts: [...fact('pagesAudited', run.audited), ...fact('pagesFailed', run.failed), ...fact('medianPerformance', run.medians.performance)],
  };
}

/** An audit report opens in audit and compliance (`?report=`). */
function auditReportItem(report: AuditReportSummary): InteractiveReport {
  return {
    id: report.id,
    name: report.title,
    description: report.description,
    type: 'seo_audit',
    url: null,
    createdAt: report.createdAt.toISOString(),
    href: `/audit-compliance?${new URLSearchParams({ report: report.id }).toString()}`,
    status: report.status === 'completed' ? null : report.status,
    ...notShared,
    facts: [
      ...fact('sites', report.sites),
      ...fact('checks', report.summary?.totalChecks),
      ...fact('failedChecks', report.summary?.failed),
      ...fact('overallScore', report.summary?.overallScore),
    ],
  };
}

/** A generated BI report opens in business intelligence's reports tab, where it is downloaded. */
function biReportItem(report: BiReportSummary, now: Date): InteractiveReport {
  return {
    id: report.id,
    name: report.title,
    description: report.description,
    type: 'business_intelligence',
    url: null,
    createdAt: report.generatedAt.toISOString(),
    href: '/business-intelligence?tab=reports',
    status: report.expiresAt.getTime() <= now.getTime() ? 'expired' : null,
    ...notShared,
    facts: [...fact('sections', report.sections), ...fact('fileSize', report.fileSize)],
  };
}
