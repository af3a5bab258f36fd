import type { CheerioAPI } from 'cheerio';
import { isGenericName, isGenericTitle } from '@otimiza/sdk/server';
import type { FixerPage, HtmlFix } from '../html-fix.js';
import { clean, cutAtBoundary } from '../page-text.js';

const MIN = 50;
const MAX = 60;

/** The page's first visible heading that names something: not 'Home', not the business name alone. */
function headingOf($: CheerioAPI, business: string | null): string | null {
  for (const element of $('h1, h2, h3').toArray()) {
    const text = clean($(element).text());
    if (text.length >= 3 && !isGenericName(text) && text.toLowerCase() !== business?.toLowerCase()) return text;
  }
  return null;
}

/** Ways to say what the page is, from the most to the least specific; the business name stays whole. */
function candidates(heading: string | null, business: string | null, city: string | null, language: 'pt' | 'en'): string[] {
  const where = language === 'pt' ? 'em' : 'in';
  const mentionsCity = (text: string) => Boolean(city && text.toLowerCase().includes(city.split(',')[0]!.toLowerCase()));
  const local = heading && city && !mentionsCity(heading) ? `${heading} ${where} ${city}` : heading;
  return [
    business && local ? `${local} — ${business}` : null,
    business && heading ? `${heading} — ${business}` : null,
    business && local ? `${business} — ${local}` : null,
    business && city ? `${business} ${where} ${city}` : null,
    local,
    business,
  ].filter((text): text is string => Boolean(text));
}

/** 50–60 characters where the words allow it; never padded, never cut mid-word or after 'de'. */
export function writeTitle({ $, pageUrl, companyName, location, language }: FixerPage): string {
  const business = companyName && !isGenericName(companyName) ? companyName : null;
  const city = location?.includes(',') ? location : null;
  const options = candidates(headingOf($, business), business, city, language);
  const fitting =
    options.find((text) => text.length >= MIN && text.length <= MAX) ?? options.filter((text) => text.length <= MAX).sort((a, b) => b.length - a.length)[0];
  if (fitting) return fitting;
  if (options[0]) return cutAtBoundary(options[0], { min: Math.min(MIN, options[0].length), max: MAX, language }).replace(/\.$/, '');
  return pageUrl.hostname.replace(/^www\./, '');
}

export const titleFix: HtmlFix = {
  id: 'title',
  category: 'seo',
  priority: 'critical',
  audits: ['document-title'],
  title: { pt: 'Escrever o título da página', en: 'Write the page title' },
  description: {
    pt: 'O <title> é o texto azul do resultado no Google e o nome da aba. Um título ausente ou genérico ("Home", "Início") é escrito a partir do título da página, do nome da empresa e da cidade.',
    en: 'The <title> is the blue link in search results and the tab name. A missing or generic title ("Home", "Untitled") is written from the page heading, the business name and the city.',
  },
  apply(page) {
    const { $ } = page;
    const existing = $('title').first();
    if (!isGenericTitle(clean(existing.text()))) return null;
    const text = writeTitle(page);
    if (clean(existing.text()) === text) return null;
    const before = existing.length ? $.html(existing) : '';
    if (existing.length) existing.text(text);
    else $('head').append($('<title></title>').text(text));
    return { count: 1, before, after: $.html($('title').first()) };
  },
};
