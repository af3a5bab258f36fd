/** Dates and numbers in the interface language ('pt-BR' or 'en'). */
import { formatDate as formatDayInBrasilia } from '@otimiza/sdk/web';

/** pt-BR: dd/mm/yyyy; en: 'Nov 22, 2026'. The day in Brasília, as every date the product shows (the SDK's rule). */
export function formatDate(iso: string, locale: string): string {
  return formatDayInBrasilia(iso, locale);
}

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(locale === 'en' ? 'en' : 'pt-BR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    value,
  );
}

/** A time in milliseconds: '350 ms' below a second, else seconds with one decimal ('1,2 s'). */
export function formatDuration(ms: number, locale: string): string {
  return ms < 1000 ? `${formatNumber(Math.round(ms), locale)} ms` : `${formatNumber(ms / 1000, locale, 1)} s`;
}
