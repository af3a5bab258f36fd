import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, EntitlementsPort, JobQueue, SafeOutboundPort, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  analysisUrlMessages,
  normaliseAnalysisUrl,
  type AnalysesListResponse,
  type AnalysisView,
  type DashboardStats,
  type Strategy,
  type AuditProvider,
} from '@otimiza/plugin-analysis-shared';
import { PageSpeedClient } from '../audit/pagespeed-client.js';
import { limitReachedError } from './analysis-limits.js';
import { analysisColumns, toAnalysisView, type AnalysisRow } from './analysis-row.js';
import { ANALYSIS_RUN_ATTEMPTS, analysisRunJob } from './analysis-run.job.js';

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/** Analyses of the caller's workspace: every read and write is scoped by workspace_id. */
@Injectable()
export class AnalysesService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly outbound: SafeOutboundPort,
    private readonly entitlements: EntitlementsPort,
    private readonly pageSpeed: PageSpeedClient,
  ) {}

  async start(auth: AuthContext, input: { url: string; strategy: Strategy; provider: AuditProvider }): Promise<AnalysisView> {
    if (input.provider === 'pagespeed') this.pageSpeed.assertConfigured();
    const normalised = normaliseAnalysisUrl(input.url);
    if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
    const url = new URL((await this.outbound.assertAllowed(normalised.url)).toString());

    const allowance = await this.entitlements.analysisAllowance(auth);
    const [inFlight] = await this.em.getConnection().execute<{ n: number }[]>(
      `select count(*)::int as n from analysis_analysis where workspace_id = ? and status in ('queued','running')`,
      [auth.workspaceId],
    );
    if (allowance.limit !== null && allowance.used + (inFlight?.n ?? 0) >= allowance.limit) throw limitReachedError(auth.plan, allowance);

    const id = await this.enqueue(auth.workspaceId, auth.userId, url, input.strategy, input.provider, auth.features.has('visualFeedback'));
    return this.get(auth, id);
  }

  /**
   * Queues an audit for a workspace, without the plan check: scheduled work (recurring reports)
   * calls this for plans that include it. `url` must already be normalised and checked.
   * `siteBundleId` serves the site from a stored bundle; `recordedAt` dates the analysis in the past.
   */
  async enqueue(
    workspaceId: string,
    userId: string | null,
    url: URL,
    strategy: Strategy,
    provider: AuditProvider,
    verify: boolean,
    options: { siteBundleId?: string; recordedAt?: Date } = {},
  ): Promise<string> {
    const id = randomUUID();
    const recordedAt = options.recordedAt?.toISOString() ?? null;
    await this.em.getConnection().execute(
      `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, provider, status, progress, step, verification_status,
         site_bundle_id, created_at, clock_offset)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'queued', 10, 'validating', ?, ?, coalesce(?::timestamptz, now()), now() - coalesce(?::timestamptz, now()))`,
      [
        id,
        workspaceId,
        userId,
        url.toString(),
        url.hostname,
        `${url.pathname}${url.search}`,
        strategy,
        provider,
        // The proof audits the fixed page again: a second audit, for the plans with before/after views.
        verify ? 'pending' : 'skipped',
        options.siteBundleId ?? null,
        recordedAt,
        recordedAt,
      ],
    );
    await this.jobs.enqueue(analysisRunJob, { analysisId: id }, { jobId: id, attempts: ANALYSIS_RUN_ATTEMPTS, backoffMs: 3000 });
    return id;
  }

  /** Waits until the analysis completes or fails (the synchronous answer of POST /api/analyze). */
  async waitForEnd(auth: AuthContext, id: string, timeoutMs: number, language: Language = 'pt'): Promise<AnalysisView> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const view = await this.get(auth, id, language);
      if (view.status === 'completed' || view.status === 'failed') return view;
      if (Date.now() > deadline) return view;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async get(auth: AuthContext, id: string, language: Language = 'pt'): Promise<AnalysisView> {
    return toAnalysisView(await this.row(auth, id), auth, language);
  }

  async row(auth: AuthContext, id: string): Promise<AnalysisRow> {
    const [row] = await this.em
      .getConnection()
      .execute<AnalysisRow[]>(`select ${analysisColumns} from analysis_analysis where id = ? and workspace_id = ?`, [id, auth.workspaceId]);
    if (!row) throw notFound();
    return row;
  }

  async list(auth: AuthContext, query: { page: number; limit: number; search?: string }, language: Language = 'pt'): Promise<AnalysesListResponse> {
    const filter = query.search ? `and url ilike ?` : '';
    const params: unknown[] = [auth.workspaceId, ...(query.search ? [`%${query.search.replace(/[\\%_]/g, '\\$&')}%`] : [])];
    const connection = this.em.getConnection();
    const [count] = await connection.execute<{ n: number }[]>(`select count(*)::int as n from analysis_analysis where workspace_id = ? ${filter}`, params);
    const rows = await connection.execute<AnalysisRow[]>(
      `select ${analysisColumns} from analysis_analysis where workspace_id = ? ${filter} order by created_at desc limit ? offset ?`,
      [...params, query.limit, (query.page - 1) * query.limit],
    );
    return { analyses: rows.map((row) => toAnalysisView(row, auth, language)), total: count?.n ?? 0, page: query.page, limit: query.limit };
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    const deleted = await this.em
      .getConnection()
      .execute<{ id: string }[]>('delete from analysis_analysis where id = ? and workspace_id = ? returning id', [id, auth.workspaceId]);
    if (deleted.length === 0) throw notFound();
  }

  /** Figures of the dashboard, all computed from the workspace's stored analyses. */
  async stats(auth: AuthContext): Promise<DashboardStats> {
    const [row] = await this.em.getConnection().execute<{ total: number; month: number; avg_lcp: number | null; avg_improvement: number | null }[]>(
      `with done as (
         select url, created_at, largest_contentful_paint_ms,
                (performance_score + accessibility_score + seo_score + best_practices_score) / 4.0 as mean_score
         from analysis_analysis where workspace_id = ? and status = 'completed'
       ),
       per_url as (
         select url,
                (array_agg(mean_score order by created_at desc))[1] - (array_agg(mean_score order by created_at asc))[1] as change,
                count(*) as runs
         from done group by url
       )
       select (select count(*)::int from done) as total,
              (select count(*)::int from done where created_at >= date_trunc('month', now() at time zone 'America/Sao_Paulo') at time zone 'America/Sao_Paulo') as month,
              (select avg(largest_contentful_paint_ms)::float from done) as avg_lcp,
              (select avg(change)::float from per_url where runs > 1) as avg_improvement`,
      [auth.workspaceId],
    );
    return {
      totalAnalyses: row?.total ?? 0,
      monthlyAnalyses: row?.month ?? 0,
      thisMonth: row?.month ?? 0,
      avgImprovement: row?.avg_improvement === null || row?.avg_improvement === undefined ? null : Math.round(row.avg_improvement * 10) / 10,
      avgLoadTime: row?.avg_lcp === null || row?.avg_lcp === undefined ? null : Math.round(row.avg_lcp),
    };
  }
}
