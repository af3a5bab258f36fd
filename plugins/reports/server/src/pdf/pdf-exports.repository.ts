import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@otimiza/sdk/shared';
import type { GeneratedPdfView } from '@otimiza/plugin-reports-shared';

interface PdfExportRow {
  id: string;
  analysis_id: string;
  url: string;
  language: Language;
  bytes: number;
  file_name: string;
  created_at: string | Date;
}

export const recentPdfLimit = 20;

/** Metadata of generated PDFs (reports_pdf_export); the files themselves are built again on download. */
@Injectable()
export class PdfExportsRepository {
  constructor(private readonly em: EntityManager) {}

  async record(workspaceId: string, entry: { analysisId: string; url: string; language: Language; bytes: number; fileName: string }): Promise<void> {
    await this.em
      .getConnection()
      // One line per analysis and language: downloading the same report again moves it to the top.
      .execute(
        `with replaced as (delete from reports_pdf_export where workspace_id = ? and analysis_id = ? and language = ?)
         insert into reports_pdf_export (id, workspace_id, analysis_id, url, language, bytes, file_name) values (?, ?, ?, ?, ?, ?, ?)`,
        [
          workspaceId,
          entry.analysisId,
          entry.language,
          randomUUID(),
          workspaceId,
          entry.analysisId,
          entry.url,
          entry.language,
          entry.bytes,
          entry.fileName,
        ],
      );
  }

  async recent(workspaceId: string): Promise<GeneratedPdfView[]> {
    const rows = await this.em
      .getConnection()
      .execute<PdfExportRow[]>(
        `select id, analysis_id, url, language, bytes, file_name, created_at from reports_pdf_export
         where workspace_id = ? order by created_at desc, id limit ?`,
        [workspaceId, recentPdfLimit],
      );
    return rows.map((row) => ({
      id: row.id,
      analysisId: row.analysis_id,
      url: row.url,
      language: row.language,
      bytes: row.bytes,
      fileName: row.file_name,
      createdAt: new Date(row.created_at).toISOString(),
      downloadUrl: `/api/generate-pdf/${row.analysis_id}?language=${row.language}`,
    }));
  }
}
