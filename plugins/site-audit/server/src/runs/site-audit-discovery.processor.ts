import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  acrossWorkspaces,
  ApiError,
  ChangeFeedPort,
  forWorkspace,
  JobDeferredError,
  JobQueue,
  pluginSettings,
  SafeOutboundPort,
  SettingsPort,
} from '@otimiza/sdk/server';
import type { SiteDiscoverySummary } from '@otimiza/plugin-site-audit-shared';
import { discoverSite, type DiscoveryResult } from '../discovery/index.js';
import { siteAuditSettingsSchema } from '../site-audit-settings.schema.js';
import { planPages } from './page-plan.js';
import { runTopic } from './run-topic.js';
import { siteDiscoverJob, siteFeedJob } from './site-audit-jobs.js';
import { SiteAuditRunSchema, type SiteAuditRun } from '../data/site-audit-run.entity.js';

/** Rows written per insert statement. */
const INSERT_BATCH = 200;
/** Discovery's figures are written at most this often while it runs (the run's view and its stream read them). */
const PROGRESS_EVERY_MS = 2000;

const unreachable = { pt: 'Não foi possível acessar o site para descobrir suas páginas.', en: 'The website could not be reached to discover its pages.' };

/**
 * A run's discovery job: robots.txt, sitemaps and links through the safe outbound path, the pages
 * grouped by template and the ones to audit chosen within the plan's cap, all written at once with
 * the run moving to 'auditing'; then the feeder takes over. A discovery cut short by a stopping
 * process is tried again from the start (pages are keyed by run and address: nothing twice).
 */
@Injectable()
export class SiteAuditDiscoveryProcessor implements OnModuleInit {
  private readonly log = new Logger('SiteAuditDiscovery');
  private stopping = false;

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly outbound: SafeOutboundPort,
    private readonly settings: SettingsPort,
    private readonly changes: ChangeFeedPort,
  ) {}

  onModuleInit(): void {
    this.jobs.process(siteDiscoverJob, (payload) => this.discover(payload.runId), { concurrency: 2 });
    this.jobs.onStopping(() => {
      this.stopping = true;
    });
  }

  async discover(runId: string): Promise<void> {
    const run = await this.em.fork().findOne(SiteAuditRunSchema, { id: runId }, acrossWorkspaces);
    if (!run || run.status !== 'discovering') return;
    const settings = pluginSettings(this.settings, siteAuditSettingsSchema);
    let lastWrite = 0;
    let result: DiscoveryResult;
    try {
      result = await discoverSite(
        {
          startUrl: new URL(run.pathPrefix, run.origin).toString(),
          pathPrefix: run.pathPrefix,
          limits: {
            maxPages: Math.max(settings.SITE_AUDIT_DISCOVERY_PAGES, run.pageCap),
            maxUrlsDiscovered: Math.max(5000, settings.SITE_AUDIT_DISCOVERY_PAGES * 3),
            maxDepth: 6,
            maxVariantsPerPath: 3,
            maxSitemapBytes: 10 * 1024 * 1024,
            maxSitemaps: 25,
            timeBudgetMs: settings.SITE_AUDIT_DISCOVERY_MS,
          },
          onProgress: (counts) => {
            if (this.stopping) throw new JobDeferredError();
            const now = Date.now();
            if (now - lastWrite < PROGRESS_EVERY_MS) return;
            lastWrite = now;
            void this.recordFound(run, counts.pages);
          },
        },
        { outbound: this.outbound },
      );
    } catch (error) {
      if (error instanceof JobDeferredError) throw error;
      const messages = error instanceof ApiError && error.localized ? error.localized : unreachable;
      this.log.warn(`discovery of run ${runId} (${run.origin}) failed: ${(error as Error).message}`);
      await this.fail(run, messages);
      return;
    }
    await this.store(run, result);
  }

  private async recordFound(run: SiteAuditRun, pages: number): Promise<void> {
    await forWorkspace(this.em, run.workspace.id)
      .nativeUpdate(SiteAuditRunSchema, { id: run.id, status: 'discovering' }, { discovered: pages, updatedAt: new Date() })
      .then(() => this.changes.publish(runTopic(run.id), { runId: run.id }))
      .catch((error: unknown) => this.log.warn(`progress of run ${run.id} not written: ${(error as Error).message}`));
  }

  private async fail(run: SiteAuditRun, messages: { pt: string; en: string }): Promise<void> {
    await forWorkspace(this.em, run.workspace.id).nativeUpdate(
      SiteAuditRunSchema,
      { id: run.id, status: 'discovering' },
      { status: 'failed', errorMessages: messages, finishedAt: new Date(), updatedAt: new Date() },
    );
    await this.changes.publish(runTopic(run.id), { runId: run.id });
  }

  private async store(run: SiteAuditRun, result: DiscoveryResult): Promise<void> {
    const planned = planPages(result.pages, { perGroup: run.samplePerGroup, auditAll: run.auditAll, cap: run.pageCap, origin: result.origin });
    const summary: SiteDiscoverySummary = {
      robots: { found: result.robots.found, crawlDelaySeconds: result.robots.crawlDelaySeconds, sitemaps: result.robots.sitemaps },
      sitemaps: result.sitemapNotes.map((note) => ({
        url: note.url,
        kind: note.kind,
        ...(note.entries === undefined ? {} : { entries: note.entries }),
        ...(note.detail === undefined ? {} : { detail: note.detail }),
      })),
      skippedByReason: { ...result.skippedByReason },
      stoppedBy: result.stoppedBy,
      leftOut: result.leftOut,
    };
    const workspaceId = run.workspace.id;
    const stored = await forWorkspace(this.em, workspaceId).transactional(async (em) => {
      // Still discovering: a run cancelled meanwhile keeps nothing of it.
      const moved = await em.nativeUpdate(
        SiteAuditRunSchema,
        { id: run.id, status: 'discovering' },
        {
          status: planned.some((page) => page.status === 'queued') ? 'auditing' : 'completed',
          discovered: result.pages.length,
          toAudit: planned.filter((page) => page.status === 'queued').length,
          overCap: planned.filter((page) => page.status === 'over-cap').length,
          discovery: summary,
          crawlDelaySeconds: Math.ceil(result.robots.crawlDelaySeconds),
          startedAuditingAt: new Date(),
          updatedAt: new Date(),
          ...(planned.some((page) => page.status === 'queued') ? {} : { finishedAt: new Date() }),
        },
      );
      if (moved === 0) return false;
      for (let start = 0; start < planned.length; start += INSERT_BATCH) {
        const rows = planned.slice(start, start + INSERT_BATCH).map((page) => ({
          workspace_id: workspaceId,
          run_id: run.id,
          url: page.url,
          group_shape: page.groupShape,
          depth: page.depth,
          found_in: page.foundIn,
          position: page.position,
          proves_group: page.provesGroup,
          status: page.status,
        }));
        await em
          .getKysely<{ site_audit_page: (typeof rows)[number] & { id?: string } }>()
          .insertInto('site_audit_page')
          .values(rows.map((row) => ({ ...row, id: crypto.randomUUID() })))
          .onConflict((conflict) => conflict.columns(['run_id', 'url']).doNothing())
          .execute();
      }
      return true;
    });
    await this.changes.publish(runTopic(run.id), { runId: run.id });
    if (stored) await this.jobs.enqueue(siteFeedJob, { runId: run.id }, { jobId: `site-feed-${run.id}-start`, workspaceId });
  }
}
