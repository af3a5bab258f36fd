import type { ParsedPage } from '../common/parse-page.js';

export const brazilCheckIds = [
  'lang-pt-br',
  'hreflang-pt-br',
  'brl-price-format',
  'cnpj',
  'lgpd-privacy-policy',
  'cookie-consent',
  'whatsapp-contact',
  'pix',
  'boleto',
  'local-business-schema',
  'phone-br-format',
  'br-domain',
  'map',
] as const;

export type BrazilCheckId = (typeof brazilCheckIds)[number];

export interface BrazilCheckResult {
  id: BrazilCheckId;
  found: boolean;
  /**
   * When found, the snippet or value that proves it. When not found, what the page has instead
   * where that helps (a lang="en" attribute, a CNPJ with wrong check digits), else null.
   */
  evidence: string | null;
}

/** One Brazil-market signal, read from a parsed page. */
export type BrazilCheck = (page: ParsedPage) => BrazilCheckResult;
