import { useLingui } from '@lingui/react/macro';
import type { Language } from '@otimiza/sdk/shared';
import { Segmented } from 'antd';
import type { ReactNode } from 'react';
import { saveLanguage } from '../account/accountApi';
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

/** `account`: signed in, so the choice is also stored on the account (the language its e-mails are written in). */
export function LanguageSwitch({ account = false }: { account?: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const change = async (value: Language) => {
    await setLanguage(value);
    // The interface has switched already; a failed save only leaves the e-mails in the previous language.
    if (account) await saveLanguage(value).catch(() => undefined);
  };
  return <Segmented<Language> aria-label={t`Idioma`} options={options} value={language} onChange={(value) => void change(value)} />;
}
