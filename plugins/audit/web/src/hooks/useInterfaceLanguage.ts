import { useLingui } from '@lingui/react';

/** The interface language ('pt' or 'en') and its locale ('pt-BR' or 'en') for dates and numbers. */
export function useInterfaceLanguage(): { language: 'pt' | 'en'; locale: string } {
  const { i18n } = useLingui();
  const language = i18n.locale === 'en' ? 'en' : 'pt';
  return { language, locale: language === 'en' ? 'en' : 'pt-BR' };
}
