import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AnalysisPort, ApiError, type AuthContext } from '@otimiza/sdk/server';
import type { ShareableAnalysis } from '@otimiza/plugin-reports-shared';
import { analysisNotFound, sharedReportNotFound } from './shared-report-errors.js';
import { sharedReportColumns, type ReportCustomizations, type SharedReportRow } from './shared-report-row.js';
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
    @Optional() private readonly analyses?: AnalysisPort,
  ) {}

  create(auth: AuthContext, input: NewSharedReport): Promise<SharedReportRow> {
    return this.createFor(auth.workspaceId, auth.userId, input);
  }

  /** A shared report of the workspace's completed analysis; `userId` is null for work no one asked for in person (the demo seed). */
  async createFor(workspaceId: string, userId: string | null, input: NewSharedReport): Promise<SharedReportRow> {
    const analysis = await this.analysisPort().findCompleted(workspaceId, input.analysisId);
    if (!analysis) throw analysisNotFound();
    const [row] = await this.em.getConnection().execute<SharedReportRow[]>(
      `insert into reports_shared_report (id, workspace_id, analysis_id, created_by, title, description, is_public, customizations, token)
       values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?) returning ${sharedReportColumns}`,
      [randomUUID(), workspaceId, analysis.id, userId, input.title, input.description, input.isPublic, JSON.stringify(input.customizations), newShareToken()],
    );
    return row!;
  }

  /** The links still in force, newest first. */
  list(auth: AuthContext): Promise<SharedReportRow[]> {
    return this.em
      .getConnection()
      .execute<SharedReportRow[]>(
        `select ${sharedReportColumns} from reports_shared_report where workspace_id = ? and revoked_at is null order by created_at desc, id`,
        [auth.workspaceId],
      );
  }

  /** Revokes a link: its token answers 404 from now on. Another workspace's id is as missing as an unknown one. */
  async revoke(auth: AuthContext, id: string): Promise<void> {
    const revoked = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'update reports_shared_report set revoked_at = now() where id = ? and workspace_id = ? and revoked_at is null returning id',
        [id, auth.workspaceId],
      );
    if (revoked.length === 0) throw sharedReportNotFound();
  }

  async shareableAnalyses(auth: AuthContext): Promise<ShareableAnalysis[]> {
    const analyses = await this.analysisPort().listCompleted(auth.workspaceId, SHAREABLE_ANALYSES_LIMIT);
    return analyses.map(({ id, url, createdAt, scores }) => ({ id, url, createdAt, scores }));
  }

  private analysisPort(): AnalysisPort {
    if (!this.analyses) {
      throw new ApiError('API_UNAVAILABLE', 503, { pt: 'As análises não estão disponíveis nesta instalação.', en: 'Analyses are not available on this instance.' });
    }
    return this.analyses;
  }
}
