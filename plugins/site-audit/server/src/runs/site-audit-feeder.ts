import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  acrossWorkspaces,
  AnalysisPort,
  analysisCompleted,
  ApiError,
  ChangeFeedPort,
  EventsPort,
  forWorkspace,
  JobQueue,
  pluginSettings,
  SettingsPort,
  type AnalysisRecord,
} from '@otimiza/sdk/server';
import { analysisFailed } from '@otimiza/plugin-analysis-contract';
import { siteAuditSettingsSchema } from '../site-audit-settings.schema.js';
import { runTopic } from './run-topic.js';
import { SiteAuditFinish } from './site-audit-finish.js';
import { siteFeedJob } from './site-audit-jobs.js';
import { SiteAuditPageSchema, type SiteAuditPage, type StoredFailingAudit } from '../data/site-audit-page.entity.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';

/** How long one process holds a run while it moves it forward; a crash frees it after this. */
const FEED_LEASE_MS = 60_000;
/** A run held by another process is looked at again after this. */
const BUSY_RETRY_MS = 2_000;
/** With the queue unreachable, the next try. */
const QUEUE_DOWN_RETRY_MS = 10_000;
/** Analyses one page may take: a failed audit is tried once more, then the page is reported failed. */
export const PAGE_ATTEMPTS = 2;
/** Rounds of one feed: pages whose audit ended at once (a stand-in port) are recorded in the same feed. */
const MAX_ROUNDS = 50;

const compactAudits = (record: AnalysisRecord): StoredFailingAudit[] =>
  record.failingAudits.map((audit) => ({
    id: audit.id,
    title: audit.titles ?? { pt: audit.title, en: audit.title },
    category: audit.category,
    weight: audit.weight,
  }));

/**
 * Moves a run forward, in one process at a time (a lease on the run): records the page audits
 * that ended (a failed one is tried again once, then reported), queues the next pages in their
 * order within the politeness bounds — pages of one host at once across the instance, pages of one
 * workspace at once, the site's crawl-delay between two — and ends the run when no page is left.
 * It runs when one of the run's analyses ends (the analysis plugin's events carry the run as their
 * batch), after discovery, and from the sweeper, so a lost event or a crashed process only delays it.
 */
@Injectable()
export class SiteAuditFeeder implements OnModuleInit {
  private readonly log = new Logger('SiteAuditFeeder');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly analyses: AnalysisPort,
    private readonly events: EventsPort,
    private readonly settings: SettingsPort,
    private readonly changes: ChangeFeedPort,
    private readonly finish: SiteAuditFinish,
  ) {}

  onModuleInit(): void {
    this.jobs.process(siteFeedJob, (payload) => this.feed(payload.runId), { concurrency: 4 });
    const wake = (workspaceId: string | null, batchId: string | null | undefined, analysisId: string) =>
      batchId
        ? this.jobs
            .enqueue(siteFeedJob, { runId: batchId }, { jobId: `site-feed-${batchId}-${analysisId}`, workspaceId: workspaceId ?? undefined })
            .then(() => undefined)
        : Promise.resolve();
    this.events.subscribe(analysisCompleted, 'site-audit.page-completed', (event) => wake(event.workspaceId, event.payload.batchId, event.payload.analysisId));
    this.events.subscribe(analysisFailed, 'site-audit.page-failed', (event) => wake(event.workspaceId, event.payload.batchId, event.payload.analysisId));
  }

  async feed(runId: string): Promise<void> {
    const run = await this.claim(runId);
    if (!run) return;
    try {
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const ended = await this.recordEnded(run);
        const queued = run.status === 'auditing' ? await this.queueNext(run) : { count: 0, retryInMs: null };
        if (queued.retryInMs !== null) await this.later(run, queued.retryInMs);
        if (ended === 0 && queued.count === 0) break;
      }
      await this.finish.ifDone(run);
    } finally {
      await this.em.fork().nativeUpdate(SiteAuditRunSchema, { id: run.id }, { feedingUntil: null }, acrossWorkspaces);
      await this.changes.publish(runTopic(run.id), { runId: run.id });
    }
  }

  /** The run, held by this process for a while; null when it is over or another process holds it (then it comes back later). */
  private async claim(runId: string): Promise<SiteAuditRun | null> {
    const em = this.em.fork();
    const taken = await em
      .getKysely<{ site_audit_run: { id: string; status: string; feeding_until: Date | null; finished_at: Date | null } }>()
      .updateTable('site_audit_run')
      .set({ feeding_until: new Date(Date.now() + FEED_LEASE_MS) })
      .where('id', '=', runId)
      .where((eb) => eb.or([eb('status', '=', 'auditing'), eb.and([eb('status', '=', 'cancelled'), eb('finished_at', 'is', null)])]))
      .where((eb) => eb.or([eb('feeding_until', 'is', null), eb('feeding_until', '<', new Date())]))
      .returning('id')
      .executeTakeFirst();
    if (taken) return em.findOne(SiteAuditRunSchema, { id: runId }, acrossWorkspaces);
    const stillGoing = await em.count(SiteAuditRunSchema, { id: runId, status: 'auditing' }, acrossWorkspaces);
    if (stillGoing > 0)
      await this.jobs.enqueue(siteFeedJob, { runId }, { delayMs: BUSY_RETRY_MS, jobId: `site-feed-${runId}-busy-${Math.floor(Date.now() / BUSY_RETRY_MS)}` });
    return null;
  }

  /** Pages whose analysis ended since the last look: their results kept, a failure tried again once. Answers how many ended. */
  private async recordEnded(run: SiteAuditRun): Promise<number> {
    const em = forWorkspace(this.em, run.workspace.id);
    const waiting = await em.find(
      SiteAuditPageSchema,
      { run: run.id, status: 'queued', analysisId: { $ne: null } },
      { fields: ['id', 'analysisId', 'attempts', 'url'] },
    );
    if (waiting.length === 0) return 0;
    const states = new Map(
      (
        await this.analyses.statesOf(
          run.workspace.id,
          waiting.map((page) => page.analysisId!),
        )
      ).map((state) => [state.id, state]),
    );
    let ended = 0;
    for (const page of waiting) {
      const state = states.get(page.analysisId!);
      // An analysis gone (its workspace's data deleted) counts as failed.
      if (state && (state.status === 'queued' || state.status === 'running')) continue;
      ended++;
      if (state?.status === 'completed') {
        const record = await this.analyses.findCompleted(run.workspace.id, page.analysisId!);
        if (record) {
          await em.nativeUpdate(
            SiteAuditPageSchema,
            { id: page.id, status: 'queued' },
            { status: 'completed', scores: record.scores, failingAudits: compactAudits(record), finishedAt: new Date(), updatedAt: new Date() },
          );
          continue;
        }
      }
      await this.pageFailed(run, page, state?.error ?? { pt: 'A análise da página não foi encontrada.', en: 'The page’s analysis was not found.' });
    }
    return ended;
  }

  private async pageFailed(run: SiteAuditRun, page: Pick<SiteAuditPage, 'id' | 'attempts'>, error: { pt: string; en: string }): Promise<void> {
    const em = forWorkspace(this.em, run.workspace.id);
    if (page.attempts < PAGE_ATTEMPTS && run.status === 'auditing') {
      await em.nativeUpdate(SiteAuditPageSchema, { id: page.id, status: 'queued' }, { analysisId: null, errorMessages: error, updatedAt: new Date() });
      return;
    }
    await em.nativeUpdate(
      SiteAuditPageSchema,
      { id: page.id, status: 'queued' },
      { status: 'failed', errorMessages: error, finishedAt: new Date(), updatedAt: new Date() },
    );
  }

  /**
   * Queues the next pages in order, as many as the bounds allow now. `retryInMs`: when to look
   * again for pages the bounds held back (a crawl-delay not yet over, the queue unreachable);
   * null when a finishing page will wake the run anyway.
   */
  private async queueNext(run: SiteAuditRun): Promise<{ count: number; retryInMs: number | null }> {
    const settings = pluginSettings(this.settings, siteAuditSettingsSchema);
    const em = this.em.fork();
    const inFlight = (filter: object) => em.count(SiteAuditPageSchema, { status: 'queued', analysisId: { $ne: null }, ...filter }, acrossWorkspaces);
    const [ofHost, ofWorkspace, ofRun] = await Promise.all([
      inFlight({ run: { host: run.host } }),
      inFlight({ workspace: run.workspace.id }),
      inFlight({ run: run.id }),
    ]);
    let slots = Math.min(settings.SITE_AUDIT_PAGES_PER_HOST - ofHost, settings.SITE_AUDIT_PAGES_PER_WORKSPACE - ofWorkspace);
    let retryInMs: number | null = null;
    if (run.crawlDelaySeconds > 0) {
      const since = run.lastQueuedAt ? Date.now() - run.lastQueuedAt.getTime() : Infinity;
      const wait = run.crawlDelaySeconds * 1000 - since;
      if (wait > 0) return { count: 0, retryInMs: wait };
      slots = Math.min(slots, 1);
      retryInMs = run.crawlDelaySeconds * 1000;
    }
    if (slots <= 0) {
      // The end of one of its own pages wakes the run; held back by other runs of the host or the workspace only, it looks again later.
      return { count: 0, retryInMs: ofRun > 0 ? null : BUSY_RETRY_MS * 2 };
    }
    const next = await forWorkspace(this.em, run.workspace.id).find(
      SiteAuditPageSchema,
      { run: run.id, status: 'queued', analysisId: null },
      { orderBy: { position: 'asc' }, limit: slots, fields: ['id', 'url', 'attempts', 'provesGroup'] },
    );
    if (next.length === 0) return { count: 0, retryInMs: null };
    let count = 0;
    for (const page of next) {
      // The page names its analysis before the analysis exists: a process stopped in between leaves an id
      // with no analysis, which the next feed reads as a failed attempt; never an analysis the run does not know of.
      const analysisId = randomUUID();
      const now = new Date();
      const linked = await forWorkspace(this.em, run.workspace.id).nativeUpdate(
        SiteAuditPageSchema,
        { id: page.id, status: 'queued', analysisId: null },
        { analysisId, attempts: page.attempts + 1, updatedAt: now },
      );
      if (linked === 0) continue;
      try {
        await this.analyses.enqueueBatchPage(run.workspace.id, {
          id: analysisId,
          url: page.url,
          strategy: run.strategy,
          verify: run.verifyFixes && page.provesGroup,
          batchId: run.id,
          userId: run.user?.id ?? null,
        });
      } catch (error) {
        // Nothing was stored: the page is as it was, waiting for its turn unless its URL was refused.
        await forWorkspace(this.em, run.workspace.id).nativeUpdate(
          SiteAuditPageSchema,
          { id: page.id, status: 'queued', analysisId },
          { analysisId: null, attempts: page.attempts, updatedAt: new Date() },
        );
        if (error instanceof ApiError && error.getStatus() === 400) {
          await this.pageFailed(run, { id: page.id, attempts: PAGE_ATTEMPTS }, error.localized ?? { pt: error.message, en: error.message });
          continue;
        }
        this.log.warn(`page ${page.url} of run ${run.id} not queued: ${(error as Error).message}`);
        return { count, retryInMs: QUEUE_DOWN_RETRY_MS };
      }
      run.lastQueuedAt = now;
      await this.em.fork().nativeUpdate(SiteAuditRunSchema, { id: run.id }, { lastQueuedAt: now, updatedAt: now }, acrossWorkspaces);
      count++;
    }
    return { count, retryInMs };
  }

  private async later(run: SiteAuditRun, delayMs: number): Promise<void> {
    const at = Math.ceil((Date.now() + delayMs) / 1000);
    await this.jobs
      .enqueue(siteFeedJob, { runId: run.id }, { delayMs, jobId: `site-feed-${run.id}-at-${at}` })
      .catch((error: unknown) => this.log.warn(`run ${run.id}: next look not queued (${(error as Error).message}); the sweeper will come back to it`));
  }
}
