import type { SectorId } from './business-sectors.js';

/** An address split as schema.org's PostalAddress has it. */
export interface PostalAddress {
  streetAddress: string;
  addressLocality: string | null;
  /** The state's two-letter code (UF) for Brazilian addresses. */
  addressRegion: string | null;
  postalCode: string | null;
  addressCountry: string | null;
}

/**
 * What one page says about the business behind it, read once per analysis and stored with it,
 * so every feature names the same business, sector and place. Null where the page does not say.
 */
export interface PageUnderstanding {
  businessName: string | null;
  /** The kind of business (a key of `businessTypes`, e.g. 'confectionery'), or 'unknown'. */
  businessTypeId: string;
  sectorId: SectorId | 'unknown';
  /** 'Belo Horizonte, MG'; a UF alone when only a phone's area code tells it. */
  location: string | null;
  address: PostalAddress | null;
  phone: string | null;
  /** The page's declared language (`<html lang>`). */
  language: string | null;
}
