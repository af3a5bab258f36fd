import { pdfCommonTexts, pdfTextReader } from '@otimiza/sdk/pdf';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';
import pdfTexts from './site-pdf.texts.json' with { type: 'json' };

export { formatDocumentDate as formatDate, formatDocumentDateTime as formatDateTime, isoDayInBrasilia as isoDay } from '@otimiza/sdk/pdf';

/** The product's own name: a white-label brand in force takes its place, and may hide it altogether. */
export const productName = 'Otimiza';

const text = { ...pdfCommonTexts, ...pdfTexts.sitePdfText } satisfies Record<string, LocalizedText>;

export type SitePdfTextKey = keyof typeof text;

export const sitePdfText = pdfTextReader(text);

/** The fixer's proof statuses (the analysis' verification); another is printed as it is. */
export const proofStatusLabels: Record<string, LocalizedText> = pdfTexts.proofStatusLabels;

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

const lighthouseMarks = /\[([^\]]+)\]\((?:https?:\/\/[^)\s]+)\)|`([^`]+)`/g;

/** A Lighthouse title for print: its `code` marks and [text](url) links as their text alone. */
export function lighthousePlainText(title: string): string {
  return title.replace(lighthouseMarks, (_, link: string | undefined, code: string | undefined) => link ?? code ?? '');
}

/** A page of the site as the report names it: its path and query (`/produtos/vaso`), the origin said once above. */
export function pathOf(url: string, origin: string): string {
  return url.startsWith(origin) && url.length > origin.length ? url.slice(origin.length) : url;
}
