import { useLingui } from '@lingui/react';
import type { Language, LocalizedText } from '@otimiza/sdk/shared';

/** The interface language ('pt' or 'en'), its locale ('pt-BR' or 'en'), and a picker for `{ pt, en }` texts. */
export function useInterfaceLanguage(): { language: Language; locale: string; pick: (text: LocalizedText) => string } {
  const { i18n } = useLingui();
  const language: Language = i18n.locale === 'en' ? 'en' : 'pt';
  return { language, locale: language === 'en' ? 'en' : 'pt-BR', pick: (text) => text[language] };
}
