import { PdfExportsRepository } from './pdf-exports.repository.js';
import { ReportPdfController } from './report-pdf.controller.js';
import { ReportPdfService } from './report-pdf.service.js';

/** PDF reports' share of ReportsModule; ReportPdfService is exported for the recurring reports. */
export const reportPdfControllers = [ReportPdfController];
export const reportPdfProviders = [ReportPdfService, PdfExportsRepository];
export const reportPdfExports = [ReportPdfService];
