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
/** On a phone's header, beside the menu, the workspace and the bell: the languages' codes, named in full on hover. */
const compactOptions: { label: ReactNode; value: Language }[] = [
  {
    label: (
      <span data-language="pt" title="Português" lang="pt-BR">
        PT
      </span>
    ),
    value: 'pt',
  },
  {
    label: (
      <span data-language="en" title="English" lang="en">
        EN
      </span>
    ),
    value: 'en',
  },
];

/**
 * `save`: signed in, so the choice is also stored on the account (the language its e-mails are written in).
 * `compact`: the codes (PT, EN) instead of the names, where the full names would push the header past a 390 px screen.
 */
export function LanguageSwitch({ save, compact = false }: { save?: (language: Language) => Promise<unknown>; compact?: boolean }) {
  const { t } = useLingui();
  const language = useLanguage();
  const change = async (value: Language) => {
    await setLanguage(value);
    // The interface has switched already; a failed save only leaves the e-mails in the previous language.
    if (save) await save(value).catch(() => undefined);
  };
  return <Segmented<Language> aria-label={t`Idioma`} options={compact ? compactOptions : options} value={language} onChange={(value) => void change(value)} />;
}
