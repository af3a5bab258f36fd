import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, BrandPort, MetricStorePort, type AuthContext } from '@otimiza/sdk/server';
import { dejaVuFonts } from '@otimiza/sdk/pdf';
import type { Language } from '@otimiza/sdk/shared';
import type { CustomReportResult, Period, Strategy } from '@otimiza/plugin-analytics-shared';
import { DashboardService } from '../dashboard.service.js';
import { renderAnalyticsReport } from './analytics-report.renderer.js';
import { ReportFileSchema } from '../data/report-file.entity.js';

export const reportNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório não encontrado.', en: 'Report not found.' });

/** POST /api/dashboard/custom-report: the dashboard as a PDF, stored under a file name the workspace downloads it by. */
@Injectable()
export class CustomReportService {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly em: EntityManager,
    private readonly store: MetricStorePort,
    /** The workspace's white-label brand names the PDF when there is one (optional: the white-label plugin). */
    @Optional() @Inject(BrandPort) private readonly brand: BrandPort | null,
  ) {}

  /** `requested`: the request's strategy; without one, the dashboard's (resolved once: the whole PDF reads it). */
  async create(auth: AuthContext, language: Language, period: Period = '30d', requested?: Strategy): Promise<CustomReportResult> {
    const strategy = await this.dashboard.resolveStrategy(auth.workspaceId, requested);
    const [kpis, insights, segments, brand] = await Promise.all([
      this.dashboard.kpiList(auth, { period, category: 'all', strategy }),
      this.dashboard.insightList(auth, period, strategy),
      this.dashboard.segmentList(auth, strategy),
      this.brand ? this.brand.brandOfWorkspace(auth.workspaceId).catch(() => null) : null,
    ]);
    const generatedAt = new Date();
    const bytes = await renderAnalyticsReport({
      kpis,
      insights,
      segments,
      language,
      fonts: await dejaVuFonts(),
      generatedAt,
      productName: brand?.name ?? 'Otimiza',
    });
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
    // A report generated, as the 'Relatórios gerados' KPI and the visual reports count them.
    await this.store.record([
      { workspaceId: auth.workspaceId, metric: 'reports.runs', dimension: 'analytics', value: 1, at: generatedAt, sourceKey: `analytics-report:${filename}` },
    ]);
    return { filename };
  }

  /** The workspace's stored report; another workspace's file name is missing (404) like an unknown one. */
  async file(filename: string): Promise<{ bytes: Uint8Array; fileName: string }> {
    const row = await this.em.findOne(ReportFileSchema, { filename }, { populate: ['bytes'] });
    if (!row) throw reportNotFound();
    return { bytes: new Uint8Array(row.bytes), fileName: row.filename };
  }
}
