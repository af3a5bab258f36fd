import { Injectable } from '@nestjs/common';
import { dejaVuFonts } from '@otimiza/sdk/pdf';
import type { Language } from '@otimiza/sdk/shared';
import type { AuditReportDetail } from '@otimiza/plugin-audit-shared';
import { FrameworkRegistry } from '../../frameworks/framework-registry.js';
import { renderAuditReportPdf } from './audit-report-pdf.renderer.js';

/** A finished report as a PDF in Portuguese or English. */
@Injectable()
export class AuditReportPdfService {
  constructor(private readonly registry: FrameworkRegistry) {}

  async render(report: AuditReportDetail, language: Language): Promise<{ bytes: Uint8Array; fileName: string }> {
    const generatedAt = new Date();
    const frameworks = report.frameworks.map((id) => this.registry.get(id));
    const bytes = await renderAuditReportPdf({ report, frameworks, language, fonts: await dejaVuFonts(), generatedAt });
    return { bytes, fileName: `auditoria-${report.id}-${language}.pdf` };
  }
}
