import type { Language } from '@otimiza/sdk/shared';
import type { InterfaceLocale } from '@otimiza/sdk/web';

/** Browser storage key of the interface language. */
export const languageStorageKey = 'otimiza-language';

export const localeOf: Record<Language, InterfaceLocale> = { pt: 'pt-BR', en: 'en' };

export function isLanguage(value: unknown): value is Language {
  return value === 'pt' || value === 'en';
}

/**
 * The language rule: the stored value if it is 'pt' or 'en', otherwise the
 * browser language — English if it starts with 'en', else Portuguese.
 */
export function detectLanguage(stored: string | null, browserLanguage: string | undefined): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith('en') ? 'en' : 'pt';
}

export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(languageStorageKey);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage may be unavailable (private mode, quota); the choice still applies to this visit.
  }
}
