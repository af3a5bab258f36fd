import type { LocalizedText } from '@otimiza/sdk/shared';

/** A server text in both languages, in the interface's. */
export function localized(text: LocalizedText, language: 'pt' | 'en'): string {
  return language === 'en' ? text.en : text.pt;
}
