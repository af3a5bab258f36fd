import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, type AuthContext } from '@otimiza/sdk/server';
import { loadDejaVuFonts, type DejaVuFonts } from '@otimiza/sdk/pdf';
import type { Language } from '@otimiza/sdk/shared';
import type { CustomReportResult, Period } from '@otimiza/plugin-analytics-shared';
import { DashboardService } from '../dashboard.service.js';
import { renderAnalyticsReport } from './analytics-report.renderer.js';
import { ReportFileSchema } from './report-file.entity.js';

export const reportNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório não encontrado.', en: 'Report not found.' });

/** POST /api/dashboard/custom-report: the dashboard as a PDF, stored under a file name the workspace downloads it by. */
@Injectable()
export class CustomReportService {
  private fonts?: Promise<DejaVuFonts>;

  constructor(
    private readonly dashboard: DashboardService,
    private readonly em: EntityManager,
  ) {}

  async create(auth: AuthContext, language: Language, period: Period = '30d'): Promise<CustomReportResult> {
    this.fonts ??= loadDejaVuFonts();
    const [kpis, insights, segments] = await Promise.all([
      this.dashboard.kpiList(auth, { period, category: 'all' }),
      this.dashboard.insightList(auth, period),
      this.dashboard.segmentList(auth),
    ]);
    const generatedAt = new Date();
    const bytes = await renderAnalyticsReport({ kpis, insights, segments, language, fonts: await this.fonts, generatedAt, productName: 'Otimiza' });
    const filename = `relatorio-analytics-${generatedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(4).toString('hex')}.pdf`;
    this.em.create(ReportFileSchema, {
      workspace: auth.workspaceId,
      filename,
      language,
      period,
      bytes: Buffer.from(bytes),
      size: bytes.byteLength,
      createdBy: auth.userId,
    } as never);
    await this.em.flush();
    return { filename };
  }

  /** The workspace's stored report; another workspace's file name is missing (404) like an unknown one. */
  async file(filename: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const row = await this.em.findOne(ReportFileSchema, { filename }, { populate: ['bytes'] });
    if (!row) throw reportNotFound();
    return { bytes: new Uint8Array(row.bytes), fileName: row.filename };
  }
}
