import type { Language } from '@otimiza/sdk/shared';

/**
 * 'Novembro de 2026' / 'November 2026'. `month` is the usage month the server counts ('2026-11');
 * without it, the current month.
 */
export function monthLabel(language: Language, month?: string): string {
  const match = month ? /^(\d{4})-(\d{2})/.exec(month) : null;
  const date = match ? new Date(Number(match[1]), Number(match[2]) - 1, 1) : new Date();
  const text = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', { month: 'long', year: 'numeric' }).format(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
}
