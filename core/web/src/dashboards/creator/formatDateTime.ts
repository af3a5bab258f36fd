import type { Language } from '@otimiza/sdk/shared';

/** '23/11/2026 14:05' / '11/23/2026, 2:05 PM'. */
export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : 'pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
