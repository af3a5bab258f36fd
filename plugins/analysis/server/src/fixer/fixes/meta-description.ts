import type { CheerioAPI } from 'cheerio';
import type { HtmlFix } from '../html-fix.js';
import { clean, cutAtBoundary, siteNameOf } from '../page-text.js';

const MIN = 120;
const MAX = 160;

/** Sentences of the page's main content, in document order, skipping navigation and footers. */
function contentSentences($: CheerioAPI): string[] {
  const root = $('main').first().length ? $('main').first() : $('body');
  const blocks = root
    .find('p, li, h1, h2, h3, figcaption, blockquote')
    .filter((_, element) => $(element).closest('nav, footer, header, script, style, noscript, form').length === 0)
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((text) => text.length >= 20 && /\p{L}{3}/u.test(text));
  const sentences = blocks.flatMap((block) => block.match(/[^.!?]+[.!?]*/g) ?? [block]).map(clean);
  return [...new Set(sentences)].filter((sentence) => sentence.length >= 15);
}

function closeSentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** A 120–160 character description written from the page's own sentences, in the page's language. */
export function writeDescription($: CheerioAPI, pageUrl: URL, language: 'pt' | 'en', companyName: string | null): string {
  const site = siteNameOf(pageUrl, companyName);
  const parts: string[] = [];
  let length = 0;
  for (const sentence of contentSentences($)) {
    const next = closeSentence(sentence);
    if (length + next.length + 1 > MAX && length >= MIN) break;
    parts.push(next);
    length += next.length + 1;
    if (length >= MIN) break;
  }
  let text = parts.join(' ');
  if (text.length < MIN) {
    const heading = [clean($('h1, h2, h3').first().text()), clean($('title').first().text())].find((text) => text.length >= 10) ?? '';
    const lead = heading && !text.toLowerCase().includes(heading.toLowerCase()) ? `${closeSentence(heading)} ` : '';
    const invitation = language === 'pt' ? `Conheça ${site} e fale com a nossa equipe.` : `Discover ${site} and get in touch with our team.`;
    text = `${lead}${text} ${invitation}`.trim();
  }
  return cutAtBoundary(text, { min: MIN, max: MAX, language });
}

export const metaDescriptionFix: HtmlFix = {
  id: 'meta-description',
  category: 'seo',
  priority: 'critical',
  audits: ['meta-description'],
  title: { pt: 'Escrever a meta description', en: 'Write the meta description' },
  description: {
    pt: 'O texto cinza abaixo do título no Google. Escrito com frases da própria página, entre 120 e 160 caracteres.',
    en: 'The grey text under the title in search results. Written from the page’s own sentences, 120 to 160 characters long.',
  },
  apply({ $, pageUrl, language, companyName }) {
    const existing = $('meta[name="description" i]').first();
    if (clean(existing.attr('content'))) return null;
    const text = writeDescription($, pageUrl, language, companyName);
    const before = existing.length ? $.html(existing) : '';
    if (existing.length) existing.attr('content', text);
    else $('head').append($('<meta name="description">').attr('content', text));
    return { count: 1, before, after: $.html($('meta[name="description" i]').first()) };
  },
};
