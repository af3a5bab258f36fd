import { useLingui } from '@lingui/react';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

/** The content language that matches the interface language, and a picker for `{ pt, en }` texts. */
export function useContentLanguage(): { language: Language; pick: (text: LocalizedText) => string } {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'en' ? 'en' : 'pt';
  return { language, pick: (text) => text[language] };
}
