import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import {
  ApiError,
  EntitlementsPort,
  forWorkspace,
  JobQueue,
  SafeOutboundPort,
  pluginSettings,
  reachableTypedAddress,
  SettingsPort,
  type AuthContext,
} from '@otimiza/sdk/server';
import { analysisSettingsSchema } from '../analysis-settings.schema.js';
import { usageMonthOf, type Language } from '@otimiza/sdk/shared';
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
import { AnalysisProgressReader, isFinal } from '../progress/analysis-progress.reader.js';
import { AnalysisProgressWaiter } from '../progress/analysis-progress.waiter.js';
import { AnalysisSchema, type Analysis } from '../data/analysis.entity.js';
import { analysisSql } from '../data/analysis-tables.js';
import { summaryFieldsOf, toAnalysisSummary, toAnalysisView } from './analysis-view.js';
import { dashboardFigures, historyPage, storedAnalysesCount } from './history-queries.js';
import { decodeCursor, encodeCursor } from './list-cursor.js';
import { ANALYSIS_RUN_ATTEMPTS, analysisRunJob } from './analysis-run.job.js';

/** The synchronous answer: the finished analysis, or where it stands when it is still waiting or running. */
/** A search counts its matches up to this many; past it the total says 'more than 10 000'. */
const SEARCH_COUNT_CAP = 10_000;

export type SyncOutcome = { finished: AnalysisView } | { pending: { id: string; status: 'queued' | 'running'; queuePosition: number | null } };

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/** One decimal, halves away from zero (−0.25 → −0.3) as PostgreSQL's round() and people do; Math.round sends −2.5 to −2. */
function roundToTenth(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

@Injectable()
export class AnalysesService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly outbound: SafeOutboundPort,
    private readonly entitlements: EntitlementsPort,
    private readonly pageSpeed: PageSpeedClient,
    private readonly waiter: AnalysisProgressWaiter,
    private readonly progress: AnalysisProgressReader,
    private readonly settings: SettingsPort,
  ) {}

  async start(auth: AuthContext, input: { url: string; strategy: Strategy; provider: AuditProvider }): Promise<AnalysisView> {
    if (input.provider === 'pagespeed') this.pageSpeed.assertConfigured();
    const normalised = normaliseAnalysisUrl(input.url);
    if (!normalised.ok) throw new ApiError('INVALID_URL', 400, analysisUrlMessages[normalised.error]);
    // 'loja.com.br' is audited at https when its server answers at all, else at http when that does.
    const url = new URL((await this.outbound.assertAllowed(await reachableTypedAddress(normalised.url, normalised.schemeAdded, this.outbound))).toString());

    const [reservationId] = await this.entitlements.reserveAnalyses(auth, 1);
    const id = await this.enqueue(auth.workspaceId, auth.userId, url, input.strategy, input.provider, auth.features.has('visualFeedback'), { reservationId });
    return this.get(auth, id);
  }

  /**
   * Queues an audit for a workspace, without the plan check: scheduled work (recurring reports)
   * calls this for plans that include it. `url` must already be normalised and checked.
   * `siteBundleId` serves the site from a stored bundle; `recordedAt` dates the analysis in the past;
   * `reservationId` is the plan allowance it draws on (consumed when it completes, released when it
   * fails); `batchId` marks it as a page of another plugin's batch (a site audit's run). When the queue does not take the job, the row is removed, the reservation given back,
   * and 503 API_UNAVAILABLE thrown: nothing is left behind.
   */
  async enqueue(
    workspaceId: string,
    userId: string | null,
    url: URL,
    strategy: Strategy,
    provider: AuditProvider,
    verify: boolean,
    options: { siteBundleId?: string; recordedAt?: Date; reservationId?: string; batchId?: string; id?: string } = {},
  ): Promise<string> {
    const id = options.id ?? randomUUID();
    // Dated by the database's clock (created_at, and the offset of a past date from it), as every later time of the analysis is.
    await forWorkspace(this.em, workspaceId)
      .insert(AnalysisSchema, {
        id,
        workspace: workspaceId,
        user: userId,
        url: url.toString(),
        domain: url.hostname,
        path: `${url.pathname}${url.search}`,
        strategy,
        provider,
        status: 'queued',
        progress: 10,
        step: 'validating',
        // The proof audits the fixed page again: a second audit, for the plans with before/after views.
        verificationStatus: verify ? 'pending' : 'skipped',
        siteBundle: options.siteBundleId ?? null,
        reservationId: options.reservationId ?? null,
        batchId: options.batchId ?? null,
        createdAt: options.recordedAt ?? raw('now()'),
        clockOffset: options.recordedAt ? raw('now() - ?::timestamptz', [options.recordedAt]) : raw("interval '0'"),
      })
      .catch(async (error: unknown) => {
        if (options.reservationId) await this.entitlements.releaseReservation(options.reservationId);
        throw error;
      });
    try {
      await this.jobs.enqueue(analysisRunJob, { analysisId: id }, { jobId: id, workspaceId, attempts: ANALYSIS_RUN_ATTEMPTS, backoffMs: 3000 });
    } catch (error) {
      await forWorkspace(this.em, workspaceId).nativeDelete(AnalysisSchema, { id });
      if (options.reservationId) await this.entitlements.releaseReservation(options.reservationId);
      throw error;
    }
    return id;
  }

  /**
   * The synchronous answer of POST /api/analyze: waits while the analysis is queued (up to a
   * minute, then says where it is in the queue), then for the audit itself, whose own time limit
   * ends it with 408; never a timeout for time spent waiting in the queue.
   */
  async waitForEnd(auth: AuthContext, id: string, language: Language = 'pt'): Promise<SyncOutcome> {
    const queueWaitMs = pluginSettings(this.settings, analysisSettingsSchema).SYNC_ANALYZE_QUEUE_WAIT_MS;
    const started = await this.waiter.until(auth.workspaceId, id, (event) => event.status !== 'queued', queueWaitMs);
    if (started?.status === 'queued') return { pending: { id, status: 'queued', queuePosition: await this.progress.queuePosition(id) } };
    const runLimitMs = pluginSettings(this.settings, analysisSettingsSchema).AUDIT_TIMEOUT_MS * ANALYSIS_RUN_ATTEMPTS + 60_000;
    const ended = await this.waiter.until(auth.workspaceId, id, isFinal, runLimitMs);
    if (ended && !isFinal(ended)) return { pending: { id, status: 'running', queuePosition: null } };
    return { finished: await this.get(auth, id, language) };
  }

  async get(auth: AuthContext, id: string, language: Language = 'pt'): Promise<AnalysisView> {
    return toAnalysisView(await this.row(auth, id), auth, language);
  }

  /** The whole analysis with its fixed page, in the caller's workspace (the request's filter); 404 otherwise. */
  async row(auth: AuthContext, id: string): Promise<Analysis> {
    const analysis = await forWorkspace(this.em, auth.workspaceId).findOne(AnalysisSchema, { id }, { populate: ['optimizedHtml'] });
    if (!analysis) throw notFound();
    return analysis;
  }

  /**
   * Newest first, the summary of each analysis (the full one is `get`). Keyset paging on the
   * (workspace, created_at, id) index when a cursor is given, page numbers otherwise (within the
   * first 10 000 analyses: the query schema refuses deeper offsets); the total
   * comes from the kept figures, or — with a search, through the trigram index — is counted up
   * to SEARCH_COUNT_CAP.
   */
  async list(
    auth: AuthContext,
    query: { page: number; limit: number; search?: string | undefined; cursor?: string | undefined },
    language: Language = 'pt',
  ): Promise<AnalysesListResponse> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : null;
    const db = analysisSql(this.em);
    // One row past the page says whether another follows.
    const rows = (
      await historyPage(db, { workspaceId: auth.workspaceId, pattern, after, limit: query.limit + 1, offset: after ? 0 : (query.page - 1) * query.limit })
    ).map(summaryFieldsOf);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    const { total, capped } = pattern ? await this.countMatching(auth.workspaceId, pattern) : { total: await this.countAll(auth.workspaceId), capped: false };
    const last = page.at(-1);
    return {
      analyses: page.map((row) => toAnalysisSummary(row, language)),
      total,
      totalCapped: capped,
      page: query.page,
      limit: query.limit,
      nextCursor: last && hasMore ? encodeCursor({ createdAt: last.createdAt, id: last.id }) : null,
      hasMore,
    };
  }

  private async countAll(workspaceId: string): Promise<number> {
    const [stats] = await storedAnalysesCount(analysisSql(this.em), { workspaceId });
    return stats?.analyses ?? 0;
  }

  /** Matches counted through the trigram index, up to one past the cap (a subquery with a limit, which the query builders cannot count over). */
  private async countMatching(workspaceId: string, pattern: string): Promise<{ total: number; capped: boolean }> {
    const db = analysisSql(this.em);
    const row = await db
      .selectFrom((inner) =>
        inner
          .selectFrom('analysis_analysis')
          .select('id')
          .where('workspace_id', '=', workspaceId)
          .where('url', 'ilike', pattern)
          .limit(SEARCH_COUNT_CAP + 1)
          .as('matching'),
      )
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst();
    const n = Number(row?.n ?? 0);
    return n > SEARCH_COUNT_CAP ? { total: SEARCH_COUNT_CAP, capped: true } : { total: n, capped: false };
  }

  /** Deleting an analysis that has not finished also gives its reservation back (its job then finds nothing to do). */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const row = await analysisSql(this.em)
      .deleteFrom('analysis_analysis')
      .where('id', '=', id)
      .where('workspace_id', '=', auth.workspaceId)
      .returning(['status', 'reservation_id'])
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.reservation_id && row.status !== 'completed') await this.entitlements.releaseReservation(row.reservation_id);
  }

  /** Figures of the dashboard, from the workspace's stored analyses (kept up to date as they are written, see the list-and-stats migration). */
  async stats(auth: AuthContext): Promise<DashboardStats> {
    const [row] = await dashboardFigures(analysisSql(this.em), { workspaceId: auth.workspaceId, month: usageMonthOf(new Date()) });
    const month = row?.month ?? 0;
    return {
      totalAnalyses: row?.completed ?? 0,
      monthlyAnalyses: month,
      thisMonth: month,
      avgImprovement: row && row.changed_urls > 0 ? roundToTenth(Number(row.change_sum) / row.changed_urls) : null,
      avgLoadTime: row && row.lcp_count > 0 ? Math.round(Number(row.lcp_sum) / row.lcp_count) : null,
    };
  }
}
