import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { LocalizedText } from '@otimiza/sdk/shared';
import {
  siteAuditCategories,
  type SiteAuditReport,
  type SiteCategoryScores,
  type SitePageList,
  type SiteScores,
  type sitePagesQuerySchema,
} from '@otimiza/plugin-site-audit-shared';
import { sql } from 'kysely';
import type { z } from 'zod';
import { buildSiteReport, siteScoresOf, type GroupProof, type ReportPage } from '../report/index.js';
import { sitePageViewOf } from '../report/site-page-view.js';
import { mediansOfRuns } from '../runs/run-medians.js';
import { SiteAuditRunsService } from '../runs/site-audit-runs.service.js';
import { runViewOf } from '../runs/site-audit-run-view.js';
import { SiteAuditPageSchema, type SiteAuditPage, type StoredFailingAudit } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';
import { comparableRunsOf } from '../runs/comparable-run.js';

type PagesQuery = z.output<typeof sitePagesQuerySchema>;

export function reportPageOf(row: SiteAuditPage): ReportPage {
  return {
    pageId: row.id,
    url: row.url,
    group: row.groupShape,
    status: row.status,
    analysisId: row.analysisId ?? null,
    scores: row.status === 'completed' ? (row.scores ?? null) : null,
    failingAudits: row.failingAudits ?? [],
    error: row.errorMessages ?? null,
  };
}

interface PageRow {
  id: string;
  workspace_id: string;
  run_id: string;
  url: string;
  group_shape: string;
  status: SiteAuditPage['status'];
  analysis_id: string | null;
  scores: SiteCategoryScores | null;
  failing_audits: StoredFailingAudit[] | null;
  error_messages: LocalizedText | null;
}

/**
 * The site report and its exports from the run's own table: every page's scores and failing
 * audits were copied there as each audit ended; only the proofs of the groups' first samples are
 * read from the analysis plugin (a handful), and the previous run's medians for the comparison.
 */
@Injectable()
export class SiteAuditReportService {
  constructor(
    private readonly em: EntityManager,
    private readonly runs: SiteAuditRunsService,
    private readonly analyses: AnalysisPort,
  ) {}

  async report(auth: Pick<AuthContext, 'workspaceId'>, runId: string): Promise<{ report: SiteAuditReport; pages: ReportPage[] }> {
    const run = await this.runs.get(auth, runId);
    const pages = await this.pagesOf(auth.workspaceId, run.id);
    const proofs = await this.proofsOf(auth.workspaceId, run.id);
    const previous = await this.previousOf(auth.workspaceId, run);
    return { report: buildSiteReport(runViewOf(run), pages, proofs, previous), pages };
  }

  /** The pages table: filtered and sorted in the database, a page of rows and the total. */
  async pages(auth: Pick<AuthContext, 'workspaceId'>, runId: string, query: PagesQuery): Promise<SitePageList> {
    const run = await this.runs.get(auth, runId);
    const db = this.em.getKysely<{ site_audit_page: PageRow }>();
    const scoreOf = (category: string) => sql<number | null>`(scores->>${category})::int`;
    let filtered = db.selectFrom('site_audit_page').where('workspace_id', '=', auth.workspaceId).where('run_id', '=', run.id);
    if (query.status) filtered = filtered.where('status', '=', query.status);
    if (query.group) filtered = filtered.where('group_shape', '=', query.group);
    if (query.audit) filtered = filtered.where(sql<boolean>`failing_audits @> ${JSON.stringify([{ id: query.audit }])}::jsonb`);
    if (query.maxScore !== undefined) filtered = filtered.where(scoreOf(query.category ?? 'performance'), '<=', query.maxScore);
    const [{ total }] = [await filtered.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow()];
    const sortKey = query.sort === 'url' ? sql`url` : scoreOf(query.sort);
    const direction = query.order === 'desc' ? sql`desc` : sql`asc`;
    const rows = await filtered
      .selectAll()
      .orderBy(sql`${sortKey} ${direction} nulls last`)
      .orderBy('url')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute();
    return {
      total: Number(total),
      pages: rows.map((row) =>
        sitePageViewOf({
          pageId: row.id,
          url: row.url,
          group: row.group_shape,
          status: row.status,
          analysisId: row.analysis_id,
          scores: row.status === 'completed' ? row.scores : null,
          failingAudits: row.failing_audits ?? [],
          error: row.error_messages,
        }),
      ),
    };
  }

  /**
   * The fixed HTML of each audited page of the run, one at a time (never all in memory), with the
   * page's address; pages whose analysis has no fixed HTML are skipped.
   */
  async *fixedPages(auth: Pick<AuthContext, 'workspaceId'>, runId: string): AsyncGenerator<{ url: string; html: string }> {
    const run = await this.runs.get(auth, runId);
    const pages = await forWorkspace(this.em, auth.workspaceId).find(
      SiteAuditPageSchema,
      { run: run.id, status: 'completed', analysisId: { $ne: null } },
      { orderBy: { url: 'asc' }, fields: ['url', 'analysisId'] },
    );
    for (const page of pages) {
      const html = await this.analyses.optimizedHtmlOf(auth.workspaceId, page.analysisId!);
      if (html !== null) yield { url: page.url, html };
    }
  }

  /** The medians of each run in `runs` (for the runs list), from one grouped query; runs without an audited page are absent. */
  async scoresOfRuns(auth: Pick<AuthContext, 'workspaceId'>, runs: readonly SiteAuditRun[]): Promise<Map<string, SiteScores>> {
    const medians = await mediansOfRuns(
      this.em,
      auth.workspaceId,
      runs.map((run) => run.id),
    );
    const scores = new Map<string, SiteScores>();
    for (const [runId, run] of medians) {
      if (Object.keys(run).length === 0) continue;
      scores.set(runId, Object.fromEntries(siteAuditCategories.map((category) => [category, { median: run[category] ?? null, worst: null }])) as SiteScores);
    }
    return scores;
  }

  private async pagesOf(workspaceId: string, runId: string): Promise<ReportPage[]> {
    const rows = await forWorkspace(this.em, workspaceId).find(SiteAuditPageSchema, { run: runId }, { orderBy: { url: 'asc' } });
    return rows.map(reportPageOf);
  }

  private async proofsOf(workspaceId: string, runId: string): Promise<GroupProof[]> {
    const proving = await forWorkspace(this.em, workspaceId).find(
      SiteAuditPageSchema,
      { run: runId, provesGroup: true, status: 'completed' },
      { fields: ['id', 'groupShape', 'analysisId'] },
    );
    const proofs: GroupProof[] = [];
    for (const page of proving) {
      if (!page.analysisId) continue;
      const record = await this.analyses.findCompleted(workspaceId, page.analysisId);
      if (!record || record.verification.status === 'skipped') continue;
      proofs.push({
        group: page.groupShape,
        analysisId: record.id,
        status: record.verification.status,
        before: record.verification.before,
        after: record.verification.after,
        fixes: record.appliedFixes.map((fix) => fix.titles),
      });
    }
    return proofs;
  }

  private async previousOf(workspaceId: string, run: SiteAuditRun) {
    const previous = await forWorkspace(this.em, workspaceId).findOne(SiteAuditRunSchema, comparableRunsOf(run), { orderBy: { createdAt: 'desc' } });
    if (!previous?.finishedAt) return null;
    return { runId: previous.id, finishedAt: previous.finishedAt.toISOString(), scores: siteScoresOf(await this.pagesOf(workspaceId, previous.id)) };
  }
}
