import type { BrazilCheck } from '../brazil-check.js';

/**
 * 'R$ 1.234,56', 'R$ 49', 'R$ 49,90': thousands grouped with dots, cents after a comma. The end
 * lookahead refuses a price that goes on in another format, so 'R$ 12.99' and 'R$1,234.56' fail.
 */
const brazilianPrice = /(?<![A-Za-z])R\$\s?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d{2})?(?!\d|[.,]\d)/;
/** A price in another currency or format, reported as what the page shows instead. */
const otherPrice = /(?:US\$|R\$|\$|€|£)\s?\d(?:[\d.,]*\d)?/;

export const brlPriceFormatCheck: BrazilCheck = ({ text }) => {
  const price = text.match(brazilianPrice)?.[0];
  if (price) return { id: 'brl-price-format', found: true, evidence: price };
  return { id: 'brl-price-format', found: false, evidence: text.match(otherPrice)?.[0] ?? null };
};
