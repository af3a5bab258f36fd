import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import type { DeployRecord } from '@otimiza/plugin-analysis-shared';

/** A row of analysis_deploy: what was deployed where, never the credentials. */
interface DeployRow {
  id: string;
  analysis_id: string | null;
  url: string;
  host: string;
  remote_path: string;
  protocol: DeployRecord['protocol'];
  status: DeployRecord['status'];
  backup_path: string | null;
  bytes_written: number;
  error: string | null;
  created_at: Date;
}

export interface NewDeploy {
  id: string;
  workspaceId: string;
  userId: string;
  analysisId: string | null;
  url: string;
  host: string;
  remotePath: string;
  protocol: DeployRecord['protocol'];
  status: DeployRecord['status'];
  backupPath: string | null;
  bytesWritten: number;
  error: string | null;
}

const analysisNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

/** The deploys of a workspace; every read and write is scoped by workspace_id. */
@Injectable()
export class DeployHistory {
  constructor(private readonly em: EntityManager) {}

  /** 404 for an analysis of another workspace, exactly as for a missing one. */
  async assertAnalysisInWorkspace(workspaceId: string, analysisId: string): Promise<void> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string }[]>('select id from analysis_analysis where id = ? and workspace_id = ?', [analysisId, workspaceId]);
    if (rows.length === 0) throw analysisNotFound();
  }

  async record(deploy: NewDeploy): Promise<void> {
    await this.em.getConnection().execute(
      `insert into analysis_deploy (id, workspace_id, user_id, analysis_id, url, host, remote_path, protocol, status, backup_path, bytes_written, error)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        deploy.id,
        deploy.workspaceId,
        deploy.userId,
        deploy.analysisId,
        deploy.url,
        deploy.host,
        deploy.remotePath,
        deploy.protocol,
        deploy.status,
        deploy.backupPath,
        deploy.bytesWritten,
        deploy.error,
      ],
    );
  }

  async listForAnalysis(workspaceId: string, analysisId: string): Promise<DeployRecord[]> {
    await this.assertAnalysisInWorkspace(workspaceId, analysisId);
    const rows = await this.em.getConnection().execute<DeployRow[]>(
      `select id, analysis_id, url, host, remote_path, protocol, status, backup_path, bytes_written, error, created_at
       from analysis_deploy where workspace_id = ? and analysis_id = ? order by created_at desc, id`,
      [workspaceId, analysisId],
    );
    return rows.map(toDeployRecord);
  }
}

function toDeployRecord(row: DeployRow): DeployRecord {
  return {
    id: row.id,
    analysisId: row.analysis_id,
    url: row.url,
    host: row.host,
    remotePath: row.remote_path,
    protocol: row.protocol,
    status: row.status,
    backupPath: row.backup_path,
    bytesWritten: row.bytes_written,
    error: row.error,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
