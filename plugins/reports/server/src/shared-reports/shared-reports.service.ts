import { Injectable, Logger, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, BrandPort, forWorkspace, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import { SatisfactionSurveysPort } from '@otimiza/plugin-customer-success-contract';
import type { ShareableAnalysis, SharedReportView } from '@otimiza/plugin-reports-shared';
import { ShareLinkService, type RequestOrigin } from './share-link.service.js';
import { analysisNotFound, sharedReportNotFound } from './shared-report-errors.js';
import { toSharedReportView } from './shared-report-view.js';
import { SharedReportSchema, type ReportCustomizations, type SharedReport } from '../data/shared-report.entity.js';
import { newShareToken } from './share-token.js';

export interface NewSharedReport {
  analysisId: string;
  title: string;
  description: string;
  isPublic: boolean;
  customizations: ReportCustomizations;
}

/** How many completed analyses the create dialog offers. */
const SHAREABLE_ANALYSES_LIMIT = 50;

/**
 * A workspace keeps at most this many links in force (links do not expire; a revoked one stops
 * counting). An agency sharing the monthly reports of 50 clients keeps about 600 a year.
 */
export const LIVE_SHARED_REPORTS_CAP = 1000;

const liveSharedReportsCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'reports:shared',
  limit: LIVE_SHARED_REPORTS_CAP,
  items: { pt: { one: 'um link', many: 'links de relatório ativos' }, en: { one: 'a link', many: 'active report links' }, removal: 'revoke' },
  count: (tx) => tx.count(SharedReportSchema, { workspace: workspaceId, revokedAt: null }),
});

/**
 * The workspace's shared reports: create one for a completed analysis, list them, revoke one. The
 * app's routes and the public API's answer the same views, their links made for `origin`.
 */
@Injectable()
export class SharedReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly analyses: AnalysisPort,
    private readonly links: ShareLinkService,
    @Optional() private readonly brands?: BrandPort,
    /** Customer success's NPS question, when that plugin is mounted: made ready with the link. */
    @Optional() private readonly surveys?: SatisfactionSurveysPort,
  ) {}

  private readonly log = new Logger('SharedReports');

  async share(auth: AuthContext, input: NewSharedReport, origin: RequestOrigin): Promise<SharedReportView> {
    const report = await this.createFor(auth.workspaceId, auth.userId, input);
    return this.viewOf(report, origin, await this.brandDomainOf(auth.workspaceId));
  }

  /** The workspace's links still in force, newest first. */
  async listViews(auth: AuthContext, origin: RequestOrigin): Promise<SharedReportView[]> {
    const rows = await forWorkspace(this.em, auth.workspaceId).find(
      SharedReportSchema,
      { workspace: auth.workspaceId, revokedAt: null },
      // The cap bounds the list; the limit also bounds a workspace that filled it before the cap existed.
      { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit: LIVE_SHARED_REPORTS_CAP },
    );
    const domain = await this.brandDomainOf(auth.workspaceId);
    return rows.map((row) => this.viewOf(row, origin, domain));
  }

  private async brandDomainOf(workspaceId: string): Promise<string | null> {
    return (await this.brands?.domainOfWorkspace(workspaceId)) ?? null;
  }

  /** A shared report of the workspace's completed analysis; `userId` is null for work no one asked for in person (the demo seed). */
  async createFor(workspaceId: string, userId: string | null, input: NewSharedReport): Promise<SharedReport> {
    const analysis = await this.analyses.findCompleted(workspaceId, input.analysisId);
    if (!analysis) throw analysisNotFound();
    const report = await storeWithinCap(forWorkspace(this.em, workspaceId), liveSharedReportsCap(workspaceId), async (tx) => {
      const report = tx.create(SharedReportSchema, {
        workspace: workspaceId,
        analysisId: analysis.id,
        createdBy: userId,
        title: input.title,
        description: input.description,
        isPublic: input.isPublic,
        customizations: input.customizations,
        token: newShareToken(),
      });
      await tx.flush();
      return report;
    });
    // The page's NPS question is ready when the link is made, not on its first opening; after the
    // transaction, which holds its own connection. A failure leaves the link made: its openings still ask for it.
    await this.surveys
      ?.prepare(workspaceId, { source: 'share-page', key: report.id, url: analysis.url })
      .catch((error: unknown) => this.log.warn(`the survey of shared report ${report.id} was not prepared: ${(error as Error).message}`));
    return report;
  }

  /** Revokes a link: its token answers 404 from now on. Another workspace's id is as missing as an unknown one. */
  async revoke(auth: AuthContext, id: string): Promise<void> {
    const revoked = await forWorkspace(this.em, auth.workspaceId).nativeUpdate(SharedReportSchema, { id, revokedAt: null }, { revokedAt: new Date() });
    if (revoked === 0) throw sharedReportNotFound();
  }

  private viewOf(row: SharedReport, origin: RequestOrigin, domain: string | null): SharedReportView {
    return toSharedReportView(row, this.links.linkFor(row.token, origin, domain));
  }

  async shareableAnalyses(auth: AuthContext): Promise<ShareableAnalysis[]> {
    const analyses = await this.analyses.listCompleted(auth.workspaceId, SHAREABLE_ANALYSES_LIMIT);
    return analyses.map(({ id, url, createdAt, scores }) => ({ id, url, createdAt, scores }));
  }
}
