import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { forWorkspace } from '@otimiza/sdk/server';
import { BiReportsPort, type BiReportSummary } from '@otimiza/plugin-bi-contract';
import { BiReportSchema } from '../data/bi-report.entity.js';

const maxListed = 100;

/** BiReportsPort over the generated reports (bi_report rows, never their files), in the named workspace only. */
@Injectable()
export class BiReportsAdapter extends BiReportsPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async listOf(workspaceId: string, limit: number): Promise<BiReportSummary[]> {
    const rows = await forWorkspace(this.em.fork(), workspaceId).find(
      BiReportSchema,
      {},
      {
        orderBy: { generatedAt: 'desc', id: 'asc' },
        limit: Math.max(0, Math.min(limit, maxListed)),
        fields: ['id', 'title', 'description', 'format', 'sections', 'fileSize', 'generatedAt', 'expiresAt', 'scheduleEnabled'],
      },
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      format: row.format,
      sections: row.sections.length,
      fileSize: row.fileSize,
      generatedAt: row.generatedAt,
      expiresAt: row.expiresAt,
      scheduled: row.scheduleEnabled,
    }));
  }
}
