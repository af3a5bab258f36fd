import { fillPlaceholders, pdfCommonTexts } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import texts from './manual-pdf.texts.json' with { type: 'json' };

/** Texts of the PDF's own furniture; the manual's content itself comes from `manualContent`. */
export const manualPdfLabels: Record<keyof typeof texts, LocalizedText> = texts;

export function pageLabel(language: Language, page: number, total: number): string {
  return fillPlaceholders(pdfCommonTexts.page[language], { n: page, m: total });
}

export const pdfTimeZone = 'America/Sao_Paulo';

export function formatGenerationDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(language === 'pt' ? 'pt-BR' : 'en-US', { dateStyle: 'long', timeZone: pdfTimeZone }).format(date);
}
