import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@otimiza/plugin-reports-shared';
import { pdfTheme, type PdfTheme } from '@otimiza/sdk/pdf';

export type ReportTheme = PdfTheme;

/** A report's colours: its brand's, else the reports' defaults. */
export function reportTheme(primaryHex = DEFAULT_PRIMARY_COLOR, secondaryHex = DEFAULT_SECONDARY_COLOR): ReportTheme {
  return pdfTheme(primaryHex, secondaryHex);
}
