import { Injectable } from '@nestjs/common';
import { AnalysisPort, ApiError, EntitlementsPort, type AnalysisRecord } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { MIN_PDF_BYTES } from '@otimiza/plugin-reports-shared';
import { ReportBrandService } from '../brand/report-brand.service.js';
import { dejaVuFonts } from '@otimiza/sdk/pdf';
import { PdfExportsRepository } from './pdf-exports.repository.js';
import { isoDay } from './report-pdf.labels.js';
import { renderReportPdf } from './report-pdf.renderer.js';

export interface ReportPdfOptions {
  /** Adds a "change since the previous report" section comparing its scores. */
  previous?: AnalysisRecord | null;
  /** The improvement opportunities section; on by default. */
  includeRecommendations?: boolean;
  /**
   * The workspace's brand settings (logo, colours, company, contact); on by default, else the
   * product's neutral look. A white-label brand in force applies either way.
   */
  customBranding?: boolean;
  /** Lists the PDF among the recently generated ones; on by default. */
  record?: boolean;
}

/** The trend chart covers a year of the URL's analyses, the latest 60 at most. */
const historyDays = 365;
const maxHistory = 60;

export const analysisNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Análise não encontrada.', en: 'Analysis not found.' });

export function reportFileName(analysisId: string, generatedAt: Date): string {
  return `seo-report-${analysisId}-${isoDay(generatedAt)}.pdf`;
}

/** Builds the branded PDF report of one completed analysis of a workspace. */
@Injectable()
export class ReportPdfService {
  constructor(
    private readonly brands: ReportBrandService,
    private readonly exports: PdfExportsRepository,
    private readonly analyses: AnalysisPort,
    private readonly entitlements: EntitlementsPort,
  ) {}

  async build(workspaceId: string, analysisId: string, language: Language, options: ReportPdfOptions = {}): Promise<{ bytes: Uint8Array; fileName: string }> {
    const analysis = await this.analyses.findCompleted(workspaceId, analysisId);
    if (!analysis) throw analysisNotFound();

    const brand = await this.brands.brandOf(workspaceId, { custom: options.customBranding ?? true });
    const generatedAt = new Date();
    const bytes = await renderReportPdf({
      analysis,
      previous: options.previous ?? null,
      history: await this.historyOf(workspaceId, analysis),
      includeRecommendations: options.includeRecommendations ?? true,
      brand: brand.settings,
      whiteLabel: brand.whiteLabel,
      logo: await this.brands.logoOf(workspaceId, brand),
      language,
      fonts: await dejaVuFonts(),
      generatedAt,
      // The analysis view's rule: only plans with `htmlDownload` received the fixed page.
      fixesLocked: !(await this.entitlements.featuresOf(workspaceId)).has('htmlDownload'),
    });
    if (bytes.byteLength < MIN_PDF_BYTES) throw new Error(`report PDF of ${bytes.byteLength} bytes is below the ${MIN_PDF_BYTES}-byte minimum`);

    const fileName = reportFileName(analysis.id, generatedAt);
    if (options.record ?? true) {
      await this.exports.record(workspaceId, { analysisId: analysis.id, url: analysis.url, language, bytes: bytes.byteLength, fileName });
    }
    return { bytes, fileName };
  }

  /** The URL's analyses on the same device over the year up to this one, oldest first (AnalysisPort.historyOf), at most 60. */
  private async historyOf(workspaceId: string, analysis: AnalysisRecord): Promise<AnalysisRecord[]> {
    const at = Date.parse(analysis.createdAt);
    const records = await this.analyses.historyOf(workspaceId, analysis.url, new Date(at - historyDays * 86_400_000));
    return records.filter((record) => record.strategy === analysis.strategy && Date.parse(record.createdAt) <= at).slice(-maxHistory);
  }
}
