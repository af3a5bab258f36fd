import { useLingui } from '@lingui/react/macro';
import type { Language } from '@otimiza/sdk/shared';
import { Segmented } from 'antd';
import { setLanguage } from '../i18n/languageStore';
import { useLanguage } from '../i18n/useLanguage';

/** Each language is named in itself, as language pickers do. */
const options: { label: string; value: Language }[] = [
  { label: 'Português', value: 'pt' },
  { label: 'English', value: 'en' },
];

export function LanguageSwitch() {
  const { t } = useLingui();
  const language = useLanguage();
  return (
    <Segmented<Language>
      aria-label={t`Idioma`}
      options={options}
      value={language}
      onChange={(value) => void setLanguage(value)}
    />
  );
}
