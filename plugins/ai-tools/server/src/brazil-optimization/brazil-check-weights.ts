import type { BrazilCheckId } from './brazil-check.js';

export type BrazilOptimizationCategory = 'local-seo' | 'culture' | 'payment' | 'compliance';
export type OptimizationPriority = 'critical' | 'high' | 'medium' | 'low';

export interface BrazilCheckWeight {
  /** Points of the 0–100 local SEO score earned when the check passes; the weights add up to 100. */
  weight: number;
  category: BrazilOptimizationCategory;
  /** Priority of the optimisation proposed when the check fails. */
  priority: OptimizationPriority;
  /** Counted in `brazilCompliance`, the share of the legal and trust checks that pass. */
  compliance: boolean;
}

/**
 * How much each Brazil-market signal counts. Legal duties (LGPD, consumer law) and the signals
 * search engines read for a local business weigh most; signals that only some businesses need
 * (boleto, hreflang for multilingual sites) weigh least.
 *
 * | check                 | weight | category   | priority | compliance |
 * | --------------------- | -----: | ---------- | -------- | ---------- |
 * | lgpd-privacy-policy   |     10 | compliance | critical | yes        |
 * | cnpj                  |      8 | compliance | high     | yes        |
 * | cookie-consent        |      6 | compliance | high     | yes        |
 * | local-business-schema |     12 | local-seo  | high     |            |
 * | map                   |      8 | local-seo  | medium   |            |
 * | phone-br-format       |      8 | local-seo  | medium   |            |
 * | br-domain             |      6 | local-seo  | low      |            |
 * | hreflang-pt-br        |      4 | local-seo  | low      |            |
 * | lang-pt-br            |     10 | culture    | high     |            |
 * | whatsapp-contact      |      8 | culture    | high     |            |
 * | brl-price-format      |      8 | culture    | medium   |            |
 * | pix                   |      8 | payment    | high     |            |
 * | boleto                |      4 | payment    | low      |            |
 */
export const brazilCheckWeights: Readonly<Record<BrazilCheckId, BrazilCheckWeight>> = {
  'lgpd-privacy-policy': { weight: 10, category: 'compliance', priority: 'critical', compliance: true },
  cnpj: { weight: 8, category: 'compliance', priority: 'high', compliance: true },
  'cookie-consent': { weight: 6, category: 'compliance', priority: 'high', compliance: true },
  'local-business-schema': { weight: 12, category: 'local-seo', priority: 'high', compliance: false },
  map: { weight: 8, category: 'local-seo', priority: 'medium', compliance: false },
  'phone-br-format': { weight: 8, category: 'local-seo', priority: 'medium', compliance: false },
  'br-domain': { weight: 6, category: 'local-seo', priority: 'low', compliance: false },
  'hreflang-pt-br': { weight: 4, category: 'local-seo', priority: 'low', compliance: false },
  'lang-pt-br': { weight: 10, category: 'culture', priority: 'high', compliance: false },
  'whatsapp-contact': { weight: 8, category: 'culture', priority: 'high', compliance: false },
  'brl-price-format': { weight: 8, category: 'culture', priority: 'medium', compliance: false },
  pix: { weight: 8, category: 'payment', priority: 'high', compliance: false },
  boleto: { weight: 4, category: 'payment', priority: 'low', compliance: false },
};

export const priorityOrder: readonly OptimizationPriority[] = ['critical', 'high', 'medium', 'low'];
