import { pdfTheme, type PdfTheme } from '@otimiza/sdk/pdf';
import type { HostBrand } from '@otimiza/sdk/shared';

export { bandColors, bandTints, scoreBand, type ScoreBand } from '@otimiza/sdk/pdf';

/** The product's own colours, those of its reports without a brand (the reports plugin's defaults). */
export const productColors = { primary: '#3B82F6', secondary: '#1E40AF' } as const;

export type SitePdfTheme = PdfTheme;

/** The brand's colours on the report (the product's without one), with text colours that stay readable on them. */
export function sitePdfTheme(brand: Pick<HostBrand, 'primaryColor' | 'secondaryColor'> | null): SitePdfTheme {
  return pdfTheme(brand?.primaryColor ?? productColors.primary, brand?.secondaryColor ?? productColors.secondary);
}
