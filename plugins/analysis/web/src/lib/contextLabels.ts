import type { I18n } from '@lingui/core';
import { audienceLabel as audienceIn, businessTypeLabel as businessTypeIn, sectorLabel as sectorIn, type Language } from '@otimiza/sdk/shared';

/** The stored business context's terms in the interface language (the tables live in the SDK, shared with the PDF). */
const languageOf = (i18n: I18n): Language => (i18n.locale === 'en' ? 'en' : 'pt');

export const businessTypeLabel = (type: string, i18n: I18n): string => businessTypeIn(type, languageOf(i18n));
export const sectorLabel = (sector: string, i18n: I18n): string => sectorIn(sector, languageOf(i18n));
export const audienceLabel = (audience: string, i18n: I18n): string => audienceIn(audience, languageOf(i18n));
