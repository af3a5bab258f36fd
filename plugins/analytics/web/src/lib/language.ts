import { useLingui } from '@lingui/react';
import type { LocalizedText } from '@otimiza/sdk/shared';

/** The interface language, its locale for numbers and dates, and a picker for the server's { pt, en } texts. */
export function useLanguage() {
  const { i18n } = useLingui();
  const language: 'pt' | 'en' = i18n.locale === 'en' ? 'en' : 'pt';
  const locale = language === 'en' ? 'en-US' : 'pt-BR';
  return { language, locale, pick: (text: LocalizedText) => text[language] };
}
