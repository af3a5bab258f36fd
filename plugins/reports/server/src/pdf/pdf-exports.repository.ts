import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, MetricStorePort } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { GeneratedPdfView } from '@otimiza/plugin-reports-shared';
import { PdfExportSchema } from '../data/pdf-export.entity.js';

export const recentPdfLimit = 20;

/** Metadata of generated PDFs (reports_pdf_export); the files themselves are built again on download. */
@Injectable()
export class PdfExportsRepository {
  private readonly log = new Logger('PdfExports');

  constructor(
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
  ) {}

  async record(workspaceId: string, entry: { analysisId: string; url: string; language: Language; bytes: number; fileName: string }): Promise<void> {
    // One line per analysis and language: downloading the same report again moves it to the top.
    await forWorkspace(this.em, workspaceId).transactional(async (em) => {
      await em.nativeDelete(PdfExportSchema, { analysisId: entry.analysisId, language: entry.language });
      em.create(PdfExportSchema, { workspace: workspaceId, ...entry });
    });
    // One report run (a PDF generated) per call, on the page's site; a store that fails never fails the download.
    await this.store
      .record([{ workspaceId, metric: 'reports.runs', site: entry.url, dimension: 'pdf', value: 1, sourceKey: `pdf:${randomUUID()}` }])
      .catch((error: unknown) => this.log.warn(`report run of workspace ${workspaceId} not stored in the metric store: ${(error as Error).message}`));
  }

  async recent(workspaceId: string): Promise<GeneratedPdfView[]> {
    const exports = await forWorkspace(this.em, workspaceId).find(
      PdfExportSchema,
      {},
      { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit: recentPdfLimit },
    );
    return exports.map((pdf) => ({
      id: pdf.id,
      analysisId: pdf.analysisId,
      url: pdf.url,
      language: pdf.language,
      bytes: pdf.bytes,
      fileName: pdf.fileName,
      createdAt: pdf.createdAt.toISOString(),
      downloadUrl: `/api/generate-pdf/${pdf.analysisId}?language=${pdf.language}`,
    }));
  }
}
