import type { Language, LocalizedText } from '../shared/index.js';

/** Dates in documents are Brasília time (São Paulo's zone), the product's home, whatever the server's zone. */
export const documentTimeZone = 'America/Sao_Paulo';

const locales: Record<Language, string> = { pt: 'pt-BR', en: 'en-US' };

/** The zone said with every time, as the app's screens say it ('BRT'), so no reader takes it for their own. */
const timeZoneLabel: LocalizedText = { pt: 'horário de Brasília, BRT', en: 'Brasília time, BRT' };

/** "28 de novembro de 2026 às 15:00 (horário de Brasília, BRT)". */
export function formatDocumentDateTime(date: Date, language: Language): string {
  const text = new Intl.DateTimeFormat(locales[language], { timeZone: documentTimeZone, dateStyle: 'long', timeStyle: 'short' }).format(date);
  return `${text} (${timeZoneLabel[language]})`;
}

/** "28/11/2026" or "11/28/26", in Brasília time. */
export function formatDocumentDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(locales[language], { timeZone: documentTimeZone, dateStyle: 'short' }).format(date);
}

/** `YYYY-MM-DD` of the given instant in São Paulo, for file names. */
export function isoDayInBrasilia(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: documentTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** A text with `{name}` placeholders filled from `values`; a placeholder without a value stays as it is. */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));
}
