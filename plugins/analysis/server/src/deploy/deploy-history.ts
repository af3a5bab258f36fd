import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace } from '@otimiza/sdk/server';
import { AnalysisSchema } from '../data/analysis.entity.js';
import { DeploySchema, type Deploy } from '../data/deploy.entity.js';
import { maxListedDeploys, type DeployList, type DeployRecord } from '@otimiza/plugin-analysis-shared';

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

/** The deploys of a workspace, read and written through its workspace's filter. */
@Injectable()
export class DeployHistory {
  constructor(private readonly em: EntityManager) {}

  /** 404 for an analysis of another workspace, exactly as for a missing one. */
  async assertAnalysisInWorkspace(workspaceId: string, analysisId: string): Promise<void> {
    const found = await forWorkspace(this.em, workspaceId).count(AnalysisSchema, { id: analysisId });
    if (found === 0) throw analysisNotFound();
  }

  async record(deploy: NewDeploy): Promise<void> {
    const em = forWorkspace(this.em, deploy.workspaceId);
    em.create(DeploySchema, {
      id: deploy.id,
      workspace: deploy.workspaceId,
      user: deploy.userId,
      analysis: deploy.analysisId,
      url: deploy.url,
      host: deploy.host,
      remotePath: deploy.remotePath,
      protocol: deploy.protocol,
      status: deploy.status,
      backupPath: deploy.backupPath,
      bytesWritten: deploy.bytesWritten,
      error: deploy.error,
    });
    await em.flush();
  }

  /** The newest `maxListedDeploys` (one more is read to know whether older ones exist). */
  async listForAnalysis(workspaceId: string, analysisId: string): Promise<DeployList> {
    await this.assertAnalysisInWorkspace(workspaceId, analysisId);
    const deploys = await forWorkspace(this.em, workspaceId).find(
      DeploySchema,
      { analysis: analysisId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit: maxListedDeploys + 1 },
    );
    return { deploys: deploys.slice(0, maxListedDeploys).map(toDeployRecord), hasMore: deploys.length > maxListedDeploys };
  }
}

function toDeployRecord(deploy: Deploy): DeployRecord {
  return {
    id: deploy.id,
    analysisId: deploy.analysis?.id ?? null,
    url: deploy.url,
    host: deploy.host,
    remotePath: deploy.remotePath,
    protocol: deploy.protocol,
    status: deploy.status,
    backupPath: deploy.backupPath ?? null,
    bytesWritten: deploy.bytesWritten,
    error: deploy.error ?? null,
    createdAt: deploy.createdAt.toISOString(),
  };
}
