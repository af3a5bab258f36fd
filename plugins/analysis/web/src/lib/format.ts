/** Formatting of sizes and numbers in the interface language ('pt-BR' or 'en'); dates, durations and bytes come from the SDK. */
import { numberLocale } from '@otimiza/sdk/web';

export { formatBytes, formatDateTime, formatDuration } from '@otimiza/sdk/web';

/** A size in bytes, in KiB (as Lighthouse reports savings). */
export function formatKib(bytes: number, locale: string): string {
  return `${new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 0 }).format(bytes / 1024)} KiB`;
}

/** A plain decimal number in the interface language. */
export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  return new Intl.NumberFormat(numberLocale(locale), { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);
}
