import { clean } from '@otimiza/sdk/server';
import type { ParsedPage } from '../common/parse-page.js';

export interface PageOutline {
  h1: string | null;
  sections: { heading: string; text: string }[];
  /** Sentences of the page's paragraphs, in order. */
  sentences: string[];
  keywords: string[];
  contact: { whatsapp: string | null; phone: string | null; email: string | null };
  /** Calls to action: buttons and links that look like one, and forms. */
  callsToAction: string[];
  forms: number;
  /** What the page sells with its price: 'Bolo de pote de ninho com morango' at 'R$ 14,90'. */
  offers: { name: string; price: string }[];
}

const pricePattern = /R\$\s?\d{1,3}(?:\.\d{3})*(?:,\d{2})?/;

/** Items that state a price: the words before it name the product ('… a R$ 14,90', '…: R$ 14,90'). */
function offersOf($: ParsedPage['$']): PageOutline['offers'] {
  const offers = new Map<string, string>();
  for (const element of $('li, p, td, dd, h3, h4, span').toArray()) {
    const text = clean($(element).text());
    const price = text.match(pricePattern);
    if (!price || text.length > 160 || $(element).find('li, p').length > 0) continue;
    const name = clean(text.slice(0, price.index))
      .replace(/[\s:–—-]+$/, '')
      .replace(/\s+(?:a|por|apenas|só|from|at|for)$/i, '')
      .replace(/[\s:–—-]+$/, '');
    if (name.length >= 3 && name.length <= 80 && !offers.has(name)) offers.set(name, price[0].replace(/\s/, ' '));
  }
  return [...offers].slice(0, 12).map(([name, price]) => ({ name, price }));
}

const stopwords = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas por para com sem sobre entre e ou que se sua seu suas seus nosso nossa ' +
    'nossos nossas mais menos muito como quando onde já também é são foi ser ter tem há ao aos à às pelo pela isso este esta ' +
    'the a an of to in on for with and or is are be our your you we at by from as it this that more'
  ).split(' '),
);

const ctaPattern = /(compr|agend|orçament|fale|contat|reserv|assin|peç|pedi|ligu|whats|saiba|conhe|buy|book|order|contact|call|get|start|quote|sign up)/i;

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]+/g) ?? [text]).map(clean).filter((sentence) => sentence.length >= 25);
}

/** The page's own structure and words: what a written piece may draw on without inventing anything. */
export function outlineOf(page: ParsedPage): PageOutline {
  const { $ } = page;
  const sections: PageOutline['sections'] = [];
  $('h2').each((_, element) => {
    const heading = clean($(element).text());
    if (!heading) return;
    const following = $(element).nextUntil('h1, h2').filter('p, ul, ol').first();
    const text = clean(following.text()) || clean($(element).parent().find('p').first().text());
    sections.push({ heading, text });
  });
  const paragraphs = $('p')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((text) => text.length >= 40);
  const counts = new Map<string, number>();
  const source = [
    clean($('title').text()),
    ...$('h1, h2, h3')
      .toArray()
      .map((element) => clean($(element).text())),
  ].join(' ');
  for (const word of source.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []) {
    if (!stopwords.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const whatsapp = $('a[href*="wa.me"], a[href*="api.whatsapp.com"]').first().attr('href') ?? null;
  const phone = $('a[href^="tel:"]').first().attr('href')?.replace(/^tel:/, '') ?? null;
  const email =
    $('a[href^="mailto:"]')
      .first()
      .attr('href')
      ?.replace(/^mailto:/, '')
      .split('?')[0] ?? null;
  const callsToAction = $('a, button')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((text) => text.length > 2 && text.length <= 40 && ctaPattern.test(text));
  return {
    h1: clean($('h1').first().text()) || null,
    sections: sections.slice(0, 8),
    sentences: paragraphs.flatMap(sentencesOf).slice(0, 40),
    keywords: [...counts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 8)
      .map(([word]) => word),
    contact: { whatsapp, phone, email },
    callsToAction: [...new Set(callsToAction)].slice(0, 10),
    forms: $('form').length,
    offers: offersOf($),
  };
}
