import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { ShareableAnalysis } from '@otimiza/plugin-reports-shared';
import { analysisNotFound, sharedReportNotFound } from './shared-report-errors.js';
import { SharedReportSchema, type ReportCustomizations, type SharedReport } from './shared-report.entity.js';
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

/** The workspace's shared reports: create one for a completed analysis, list them, revoke one. */
@Injectable()
export class SharedReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly analyses: AnalysisPort,
  ) {}

  create(auth: AuthContext, input: NewSharedReport): Promise<SharedReport> {
    return this.createFor(auth.workspaceId, auth.userId, input);
  }

  /** A shared report of the workspace's completed analysis; `userId` is null for work no one asked for in person (the demo seed). */
  async createFor(workspaceId: string, userId: string | null, input: NewSharedReport): Promise<SharedReport> {
    const analysis = await this.analyses.findCompleted(workspaceId, input.analysisId);
    if (!analysis) throw analysisNotFound();
    const em = forWorkspace(this.em, workspaceId);
    const report = em.create(SharedReportSchema, {
      workspace: workspaceId,
      analysisId: analysis.id,
      createdBy: userId,
      title: input.title,
      description: input.description,
      isPublic: input.isPublic,
      customizations: input.customizations,
      token: newShareToken(),
    });
    await em.flush();
    return report;
  }

  /** The request's workspace's links still in force, newest first (the workspace filter scopes it). */
  list(): Promise<SharedReport[]> {
    return this.em.find(SharedReportSchema, { revokedAt: null }, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
  }

  /** Revokes a link: its token answers 404 from now on. Another workspace's id is as missing as an unknown one. */
  async revoke(auth: AuthContext, id: string): Promise<void> {
    const revoked = await forWorkspace(this.em, auth.workspaceId).nativeUpdate(SharedReportSchema, { id, revokedAt: null }, { revokedAt: new Date() });
    if (revoked === 0) throw sharedReportNotFound();
  }

  async shareableAnalyses(auth: AuthContext): Promise<ShareableAnalysis[]> {
    const analyses = await this.analyses.listCompleted(auth.workspaceId, SHAREABLE_ANALYSES_LIMIT);
    return analyses.map(({ id, url, createdAt, scores }) => ({ id, url, createdAt, scores }));
  }
}
