import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { forWorkspace } from '@otimiza/sdk/server';
import { AuditReportsPort, type AuditReportSummary } from '@otimiza/plugin-audit-contract';
import { AuditReportSchema } from '../data/audit-report.entity.js';

const maxListed = 100;

/** AuditReportsPort over the stored audit reports: title, status, covered sites and the run's counts, in the named workspace only. */
@Injectable()
export class AuditReportsPortAdapter extends AuditReportsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listOf(workspaceId: string, limit: number): Promise<AuditReportSummary[]> {
    const rows = await forWorkspace(this.em.fork(), workspaceId).find(
      AuditReportSchema,
      {},
      {
        orderBy: { createdAt: 'desc', id: 'asc' },
        limit: Math.max(0, Math.min(limit, maxListed)),
        fields: ['id', 'title', 'description', 'type', 'status', 'urls', 'summary', 'createdAt', 'completedAt'],
      },
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      type: row.type,
      status: row.status,
      sites: row.urls.length,
      summary: row.summary
        ? { overallScore: row.summary.overallScore, totalChecks: row.summary.totalChecks, passed: row.summary.passed, failed: row.summary.failed }
        : null,
      createdAt: row.createdAt,
      completedAt: row.completedAt ?? null,
    }));
  }
}
