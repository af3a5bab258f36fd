import type { PostalAddress } from '@otimiza/sdk/shared';
import type { PageOutline } from './page-outline.js';

const generic =
  /^(?:home|in[ií]cio|contato|contact|sobre|about|servi[çc]os|services|produtos|products|blog|faq|depoimentos|galeria|localiza[çc][aã]o|onde estamos|fale conosco)$/i;

/** 'Bolo de pote de ninho com morango' → 'bolo de pote': the product's head, as people search for it. */
function productHead(name: string): string {
  const words = name.toLowerCase().split(/\s+/);
  const cut = words.findIndex((word, index) => index >= 2 && ['com', 'de', 'sem', 'e', 'with', 'and', '(', '-'].includes(word) && index >= 3);
  return (cut > 0 ? words.slice(0, cut) : words.slice(0, 4)).join(' ').replace(/[.,;:!?]+$/, '');
}

/**
 * Phrases people search for, from what the page offers and where: product + city, kind of
 * business + city and + neighbourhood. Never single words split from the business name.
 */
export function searchPhrasesOf(input: {
  outline: PageOutline;
  businessType: string | null;
  location: string | null;
  address: PostalAddress | null;
}): string[] {
  const city = input.location?.includes(',') ? input.location.split(',')[0]!.trim().toLowerCase() : null;
  const neighbourhood = input.address?.streetAddress
    .split(/\s+[-–—]\s+|,\s*(?=[^\d,]+$)/)
    .at(-1)
    ?.trim()
    .toLowerCase();
  const hood = neighbourhood && !/\d/.test(neighbourhood) && neighbourhood !== city ? neighbourhood : null;
  const products = [
    ...input.outline.offers.map((offer) => productHead(offer.name)),
    ...input.outline.sections.map((section) => section.heading.toLowerCase()),
  ].filter((phrase) => phrase.length >= 4 && phrase.split(' ').length <= 5 && !generic.test(phrase));
  const kind = input.businessType?.toLowerCase() ?? null;
  const phrases = [
    ...products.slice(0, 3).map((product) => (city ? `${product} ${city}` : product)),
    kind && city ? `${kind} ${city}` : null,
    kind && hood ? `${kind} ${hood}` : null,
    products[0] && hood ? `${products[0]} ${hood}` : null,
    ...products.slice(0, 2),
  ];
  return [...new Set(phrases.filter((phrase): phrase is string => Boolean(phrase)))].slice(0, 8);
}
