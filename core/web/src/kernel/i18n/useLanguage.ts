import type { Language } from '@otimiza/sdk/shared';
import { useSnapshot } from 'valtio';
import { languageStore } from './languageStore';

export function useLanguage(): Language {
  return useSnapshot(languageStore).language;
}
