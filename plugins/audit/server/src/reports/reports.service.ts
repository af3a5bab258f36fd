import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobQueue, acrossWorkspaces, forWorkspace } from '@otimiza/sdk/server';
import { PageInspectionPort } from '@otimiza/plugin-analysis-contract';
import {
  normaliseAuditUrl,
  type AuditReportDetail,
  type AuditReportList,
  type AuditorView,
  type FrameworkId,
  type ReportType,
  type reportListQuerySchema,
} from '@otimiza/plugin-audit-shared';
import type { z } from 'zod';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import { CheckResultsRepository } from '../results/check-results.repository.js';
import { CheckResultSchema } from '../data/check-result.entity.js';
import { SiteAuditSources } from '../site-audits/site-audit-sources.js';
import { AuditReportSchema, runningStatuses, type AuditReport, type StoredSiteRun } from '../data/audit-report.entity.js';
import { AuditedUrls } from './audited-urls.js';
import { auditorOf } from './report-auditor.js';
import { noAuditedUrls, notFinished, reportNotFound, runningNotDeletable } from './report-messages.js';
import { REPORT_RUN_ATTEMPTS, REPORT_RUN_BACKOFF_MS, reportRunJob } from './report-run.job.js';
import { toReportDetail, toReportListItem } from './report-view.js';
import { newShareToken, shareTokenHash } from './share-token.js';
import { WorkspaceCaps } from './workspace-caps.js';

export interface StartReport {
  title: string;
  description?: string;
  type: ReportType;
  /** Without it (or empty), the workspace's audited URLs or, with `siteRunId`, the site audit's pages. */
  urls?: readonly string[];
  /** A finished site audit of the workspace: the report covers its audited pages (at most SITE_REPORT_PAGE_LIMIT). */
  siteRunId?: string;
  /** Without it, the frameworks of `type`. */
  frameworks?: readonly FrameworkId[];
  monitorId: string | null;
  /** The member who asked for it; null for a monitor's run. */
  createdBy: string | null;
}

type ListQuery = z.output<typeof reportListQuerySchema>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * A workspace's audit reports: started (stored as a draft, its run queued with the report's id;
 * the run moves it to in progress when it starts), listed, read with every check result, deleted,
 * published behind a hashed token.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly registry: FrameworkRegistry,
    private readonly results: CheckResultsRepository,
    private readonly auditedUrls: AuditedUrls,
    private readonly caps: WorkspaceCaps,
    private readonly siteAudits: SiteAuditSources,
    @Optional() private readonly inspection?: PageInspectionPort,
  ) {}

  /** The engines of these frameworks, in the registry's order whatever the ids' (axe-core at the version the inspection runs). */
  auditor(frameworks: readonly FrameworkId[]): AuditorView {
    return auditorOf(
      this.registry.list().filter((framework) => frameworks.includes(framework.id)),
      this.inspection?.axeVersion() ?? null,
    );
  }

  /**
   * Stores the report as a draft and queues its run; 400 when no URL is given and the workspace has
   * no audited site; over a site audit, 404 without site audits or for a run the workspace has not finished.
   */
  async start(workspaceId: string, input: StartReport): Promise<AuditReport> {
    if (input.siteRunId) {
      const siteRun = await this.siteAudits.sourceOf(workspaceId, input.siteRunId);
      const report = await this.storeDraft(forWorkspace(this.em, workspaceId), workspaceId, { ...input, urls: siteRun.pages.map((page) => page.url), siteRun });
      await this.queue(workspaceId, report.id);
      return report;
    }
    const urls = input.urls?.length ? input.urls : await this.auditedUrls.of(workspaceId);
    if (urls.length === 0) throw noAuditedUrls();
    const report = await this.storeDraft(forWorkspace(this.em, workspaceId), workspaceId, { ...input, urls });
    await this.queue(workspaceId, report.id);
    return report;
  }

  /**
   * Stores the report as a draft with `em` — a caller's transaction (a monitor's run stores it under
   * the monitor's lock, on the lock's connection) — without queueing its run: `queue` it once `em` committed.
   * 429 past the workspace's caps on reports in progress and pages to inspect (WorkspaceCaps).
   */
  async storeDraft(em: EntityManager, workspaceId: string, input: StartReport & { urls: readonly string[]; siteRun?: StoredSiteRun }): Promise<AuditReport> {
    // Normalised again here for the monitors stored before their addresses were (the request's already are: idempotent).
    const urls = [...new Set(input.urls.map((url) => normaliseAuditUrl(url) ?? url))];
    const frameworks = input.frameworks?.length ? [...new Set(input.frameworks)] : this.registry.idsForType(input.type);
    return this.caps.storeReport(em, workspaceId, urls.length, async (tx) => {
      const report = tx.create(AuditReportSchema, {
        workspace: workspaceId,
        title: input.title,
        description: input.description ?? '',
        type: input.type,
        status: 'draft',
        urls,
        frameworks,
        progress: { done: 0, total: urls.length, currentUrl: null },
        summary: null,
        auditor: this.auditor(frameworks),
        siteErrors: [],
        error: null,
        monitorId: input.monitorId,
        siteRun: input.siteRun ?? null,
        createdBy: input.createdBy,
        startedAt: null,
        completedAt: null,
        publishedAt: null,
        shareTokenHash: null,
      });
      await tx.flush();
      return report;
    });
  }

  /** Queues a stored draft's run; when the queue refuses it (503), the draft is deleted: nothing is left behind. */
  async queue(workspaceId: string, reportId: string): Promise<void> {
    try {
      await this.enqueue(workspaceId, reportId);
    } catch (error) {
      await forWorkspace(this.em, workspaceId).nativeDelete(AuditReportSchema, { id: reportId });
      throw error;
    }
  }

  enqueue(workspaceId: string, reportId: string) {
    return this.jobs.enqueue(
      reportRunJob,
      { workspaceId, reportId },
      { jobId: reportId, workspaceId, attempts: REPORT_RUN_ATTEMPTS, backoffMs: REPORT_RUN_BACKOFF_MS },
    );
  }

  async list(workspaceId: string, query: ListQuery): Promise<AuditReportList> {
    const search = query.search ? likePattern(query.search) : null;
    const [reports, total] = await forWorkspace(this.em, workspaceId).findAndCount(
      AuditReportSchema,
      {
        ...(query.status ? { status: query.status } : {}),
        ...(query.type ? { type: query.type } : {}),
        ...(search ? { $or: [{ title: { $ilike: search } }, { description: { $ilike: search } }] } : {}),
      },
      { orderBy: { createdAt: 'desc', id: 'asc' }, limit: query.limit, offset: (query.page - 1) * query.limit },
    );
    return { reports: reports.map(toReportListItem), total, page: query.page, limit: query.limit };
  }

  async find(workspaceId: string, id: string): Promise<AuditReport> {
    const report = await forWorkspace(this.em, workspaceId).findOne(AuditReportSchema, { id });
    if (!report) throw reportNotFound();
    return report;
  }

  async detail(workspaceId: string, id: string, shareUrl: string | null = null): Promise<AuditReportDetail> {
    const report = await this.find(workspaceId, id);
    return toReportDetail(report, await this.results.ofReport(workspaceId, id), this.registry, shareUrl);
  }

  /** Deletes a report that is not queued or running, with its results (409 before its run ends). */
  async remove(workspaceId: string, id: string): Promise<void> {
    const deleted = await forWorkspace(this.em, workspaceId).transactional(async (em) => {
      const count = await em.nativeDelete(AuditReportSchema, { id, status: { $nin: [...runningStatuses] } });
      if (count > 0) await em.nativeDelete(CheckResultSchema, { reportId: id });
      return count;
    });
    if (deleted > 0) return;
    await this.find(workspaceId, id);
    throw runningNotDeletable();
  }

  /**
   * Publishes a completed report behind a new random token (its SHA-256 stored) and answers the
   * token once. Publishing again makes a new link; the old one stops working.
   */
  async publish(workspaceId: string, id: string): Promise<{ report: AuditReport; token: string }> {
    const report = await this.find(workspaceId, id);
    if (report.status !== 'completed' && report.status !== 'published') throw notFinished(report.status);
    const token = newShareToken();
    const changed = await forWorkspace(this.em, workspaceId).nativeUpdate(
      AuditReportSchema,
      { id, status: { $in: ['completed', 'published'] } },
      { status: 'published', shareTokenHash: shareTokenHash(token), publishedAt: report.publishedAt ?? new Date() },
    );
    if (changed === 0) throw notFinished((await this.find(workspaceId, id)).status);
    return { report: await this.find(workspaceId, id), token };
  }

  /** A completed or published report with its results, for its PDF (409 before the run ends). */
  async finished(workspaceId: string, id: string): Promise<{ report: AuditReport; detail: AuditReportDetail }> {
    const report = await this.find(workspaceId, id);
    if (report.status !== 'completed' && report.status !== 'published') throw notFinished(report.status);
    return { report, detail: toReportDetail(report, await this.results.ofReport(workspaceId, id), this.registry) };
  }

  /** The published report a public link's token opens, in any workspace (the token is the capability); null otherwise. */
  async byShareToken(token: string): Promise<{ report: AuditReport; detail: AuditReportDetail } | null> {
    const report = await this.em.fork().findOne(AuditReportSchema, { shareTokenHash: shareTokenHash(token), status: 'published' }, acrossWorkspaces);
    if (!report) return null;
    const workspaceId = typeof report.workspace === 'string' ? report.workspace : report.workspace.id;
    return { report, detail: toReportDetail(report, await this.results.ofReport(workspaceId, report.id), this.registry) };
  }
}
