import { useLingui } from '@lingui/react/macro';
import type { Language } from '@otimiza/sdk/shared';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { setLanguage } from '../i18n/languageStore';
import { useLanguage } from '../i18n/useLanguage';

/**
 * Each language is named in itself, as language pickers do. `data-language` lets the landing page
 * rendered at build time switch language without the app's code.
 */
const options: { label: ReactNode; value: Language }[] = [
  { label: <span data-language="pt">Português</span>, value: 'pt' },
  { label: <span data-language="en">English</span>, value: 'en' },
];

export function LanguageSwitch() {
  const { t } = useLingui();
  const language = useLanguage();
  return <Segmented<Language> aria-label={t`Idioma`} options={options} value={language} onChange={(value) => void setLanguage(value)} />;
}
