import type { CheerioAPI } from 'cheerio';

const portugueseWords = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'em',
  'para',
  'com',
  'não',
  'uma',
  'os',
  'as',
  'no',
  'na',
  'nos',
  'por',
  'mais',
  'são',
  'você',
  'seu',
  'sua',
  'nossa',
  'nosso',
  'também',
  'até',
  'ao',
  'à',
  'é',
  'pelo',
  'pela',
]);
const englishWords = new Set([
  'the',
  'and',
  'of',
  'to',
  'in',
  'for',
  'with',
  'is',
  'are',
  'you',
  'your',
  'our',
  'we',
  'on',
  'at',
  'from',
  'by',
  'this',
  'that',
  'it',
  'be',
  'or',
  'an',
]);

/** Collapses whitespace. */
export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's visible text, without scripts, styles and templates. */
export function visibleText($: CheerioAPI, selector = 'body'): string {
  const copy = $(selector).first().clone();
  copy.find('script, style, noscript, template, svg').remove();
  return clean(copy.text());
}

/** Portuguese or English, from the declared language, else from the most frequent common words. */
export function detectLanguage($: CheerioAPI): 'pt' | 'en' {
  const declared = clean($('html').attr('lang')).toLowerCase();
  if (declared.startsWith('pt')) return 'pt';
  if (declared.startsWith('en')) return 'en';
  const words = `${$('title').text()} ${visibleText($)}`.toLowerCase().split(/[^\p{L}]+/u);
  let pt = 0;
  let en = 0;
  for (const word of words) {
    if (portugueseWords.has(word)) pt += 1;
    if (englishWords.has(word)) en += 1;
  }
  return en > pt ? 'en' : 'pt';
}

/** `foto-padaria_centro-01.jpg` → `Foto padaria centro`. */
export function humanizeFileName(path: string): string {
  const name = decodeURIComponent(path.split(/[?#]/)[0]!.split('/').pop() ?? '')
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.+]+/g, ' ')
    .replace(/\b(img|image|imagem|foto|photo|pic|dsc|wp|copy|final|scaled|\d+x\d+|\d+)\b/gi, ' ');
  const words = clean(name);
  if (words.length < 3 || !/[a-z]{3}/i.test(words)) return '';
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** Cuts at a word boundary so the text is at most `max` characters. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).replace(/[\s,;:–—-]+$/, '');
}

/** Words a phrase cannot end on: conjunctions, prepositions, articles, possessives. */
const danglingWords: Record<'pt' | 'en', ReadonlySet<string>> = {
  pt: new Set([
    'e',
    'ou',
    'mas',
    'nem',
    'que',
    'se',
    'como',
    'de',
    'da',
    'do',
    'das',
    'dos',
    'desde',
    'para',
    'pra',
    'com',
    'sem',
    'em',
    'no',
    'na',
    'nos',
    'nas',
    'por',
    'pelo',
    'pela',
    'pelos',
    'pelas',
    'a',
    'o',
    'as',
    'os',
    'um',
    'uma',
    'uns',
    'umas',
    'ao',
    'aos',
    'à',
    'às',
    'entre',
    'sobre',
    'até',
    'após',
    'seu',
    'sua',
    'seus',
    'suas',
    'nosso',
    'nossa',
    'nossos',
    'nossas',
    'muito',
    'mais',
    'também',
    'todo',
    'toda',
    'todos',
    'todas',
    'cada',
    'este',
    'esta',
    'esse',
    'essa',
    'qualquer',
  ]),
  en: new Set([
    'and',
    'or',
    'but',
    'nor',
    'that',
    'if',
    'as',
    'of',
    'the',
    'a',
    'an',
    'to',
    'for',
    'with',
    'without',
    'since',
    'in',
    'on',
    'at',
    'by',
    'from',
    'into',
    'about',
    'after',
    'before',
    'between',
    'our',
    'your',
    'their',
    'its',
    'very',
    'more',
    'also',
    'every',
    'each',
    'this',
    'these',
    'those',
    'some',
    'any',
  ]),
};

const lastWordOf = (text: string) => text.slice(text.lastIndexOf(' ') + 1).toLowerCase();

/** Drops trailing words a phrase cannot end on ('… bolos caseiros e' → '… bolos caseiros'). */
function withoutDanglingEnd(text: string, language: 'pt' | 'en'): string {
  let result = text.replace(/[\s,;:–—-]+$/, '');
  while (result.includes(' ') && danglingWords[language].has(lastWordOf(result))) result = result.slice(0, result.lastIndexOf(' ')).replace(/[\s,;:–—-]+$/, '');
  return result;
}

/**
 * Shortens `text` to at most `max` characters the way a person would: at the last sentence end
 * past `min`, else at the last clause boundary (comma, semicolon, colon, dash) past `min`, else
 * at a word — never after a conjunction, preposition or article — and closes it with a full stop.
 */
export function cutAtBoundary(text: string, { min, max, language }: { min: number; max: number; language: 'pt' | 'en' }): string {
  if (text.length <= max) return text;
  const window = text.slice(0, max);
  const sentenceEnds = [...window.matchAll(/[.!?…](?=\s|$)/g)].map((match) => match.index + 1).filter((end) => end >= min);
  if (sentenceEnds.length) return window.slice(0, sentenceEnds.at(-1));
  const clauseEnds = [...window.matchAll(/\s*(?:[,;:]|\s[–—-])\s/g)].map((match) => match.index).filter((end) => end >= min);
  for (const end of clauseEnds.reverse()) {
    const clause = withoutDanglingEnd(window.slice(0, end), language);
    if (clause.length >= min) return `${clause}.`;
  }
  const words = withoutDanglingEnd(window.slice(0, window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : max), language);
  return `${words.replace(/[.!?…]+$/, '')}.`;
}

export function sentenceCase(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The business name the page gives (see context/business-name.ts), else its host. */
export function siteNameOf(pageUrl: URL, companyName: string | null): string {
  return companyName || pageUrl.hostname.replace(/^www\./, '');
}
