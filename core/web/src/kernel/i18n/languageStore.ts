import type { Language } from '@otimiza/sdk/shared';
import { proxy } from 'valtio';
import { activateLocale } from './i18n';
import { detectLanguage, localeOf, readStoredLanguage, storeLanguage } from './languages';

/** The interface language: client state, so it lives in a valtio store. */
export const languageStore = proxy<{ language: Language }>({
  language: detectLanguage(readStoredLanguage(), typeof navigator === 'undefined' ? undefined : navigator.language),
});

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = localeOf[language];
}

/** Loads the catalogs of the detected language and activates it; called once before the first render. */
export async function initLanguage(): Promise<void> {
  const { language } = languageStore;
  // Set first: API calls made meanwhile ask for their messages in this language (Accept-Language).
  applyDocumentLanguage(language);
  await activateLocale(localeOf[language]);
}

/** Switches the interface language: stores it, loads its catalogs, updates `<html lang>` and re-renders. */
export async function setLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await activateLocale(localeOf[language]);
  applyDocumentLanguage(language);
  languageStore.language = language;
}
