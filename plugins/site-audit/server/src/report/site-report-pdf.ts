import { createPdfDocument, dejaVuFonts, embedLogo, setPdfMetadata, type DejaVuFonts } from '@otimiza/sdk/pdf';
import type { BrandLogo } from '@otimiza/sdk/server';
import type { HostBrand, Language } from '@otimiza/sdk/shared';
import type { SiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { SitePdfCanvas } from './pdf/site-pdf-canvas.js';
import { drawCoverage, drawFailedPages, type CoveragePage } from './pdf/site-pdf-coverage.js';
import { drawFailingAudits, drawGroups } from './pdf/site-pdf-findings.js';
import { drawComparison, drawScores, drawSummary } from './pdf/site-pdf-summary.js';
import { isoDay, sitePdfText } from './pdf/site-pdf-text.js';

export interface SiteReportPdfOptions {
  language: Language;
  /**
   * The white-label brand in force for the run's workspace (BrandPort.brandOfWorkspace): its name, colours and logo
   * in place of the product's, and no product name at all with `hideProductBrand`. null: the product's own look.
   */
  brand: HostBrand | null;
  /** The brand's logo (BrandPort.logoOfWorkspace); one that does not decode is left out. */
  logo?: BrandLogo | null;
  /** The run's pages: those that failed are listed with their reason. */
  pages?: readonly CoveragePage[];
  generatedAt?: Date;
  /** Loaded once per process when not given. */
  fonts?: DejaVuFonts;
}

/** The site report as an A4 PDF in Portuguese or English, in the brand in force. */
export async function renderSiteReportPdf(report: SiteAuditReport, options: SiteReportPdfOptions): Promise<Buffer> {
  const { language, brand } = options;
  const generatedAt = options.generatedAt ?? new Date();
  const { doc, fonts } = await createPdfDocument(options.fonts ?? (await dejaVuFonts()));
  const logo = await embedLogo(doc, options.logo);
  const canvas = new SitePdfCanvas({ doc, regular: fonts.regular, bold: fonts.bold, logo, language, brand, siteUrl: report.run.url, generatedAt });
  setPdfMetadata(doc, {
    title: `${sitePdfText('documentTitle', language)} — ${report.run.url}`,
    subject: report.run.url,
    author: canvas.makerName,
    producer: canvas.producerName,
    language,
    createdAt: generatedAt,
  });

  drawSummary(canvas, report);
  drawScores(canvas, report);
  if (report.comparison) drawComparison(canvas, report.comparison);
  drawFailingAudits(canvas, report);
  drawGroups(canvas, report);
  drawCoverage(canvas, report);
  if (options.pages) drawFailedPages(canvas, report, options.pages);
  canvas.drawFooters();
  return Buffer.from(await doc.save());
}

/** `auditoria-site-www.casaverde.com.br-2026-11-28.pdf`: the site and the day of the run, in São Paulo. */
export function siteReportPdfFileName(report: SiteAuditReport, language: Language): string {
  const site = new URL(report.run.origin).hostname;
  const day = isoDay(new Date(report.run.finishedAt ?? report.run.createdAt));
  return `${language === 'pt' ? 'auditoria-site' : 'site-audit'}-${site}-${day}.pdf`;
}
