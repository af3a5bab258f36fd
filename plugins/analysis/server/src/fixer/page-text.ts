import type { CheerioAPI } from 'cheerio';

const portugueseWords = new Set(['de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'com', 'não', 'uma', 'os', 'as', 'no', 'na', 'nos', 'por', 'mais', 'são', 'você', 'seu', 'sua', 'nossa', 'nosso', 'também', 'até', 'ao', 'à', 'é', 'pelo', 'pela']);
const englishWords = new Set(['the', 'and', 'of', 'to', 'in', 'for', 'with', 'is', 'are', 'you', 'your', 'our', 'we', 'on', 'at', 'from', 'by', 'this', 'that', 'it', 'be', 'or', 'an']);

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

export function sentenceCase(text: string): string {
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The company or site name: structured data, og:site_name, the title's first part, else the host. */
export function siteNameOf($: CheerioAPI, pageUrl: URL, companyName: string | null): string {
  return companyName || clean($('meta[property="og:site_name"]').attr('content')) || clean($('title').text()).split(/\s[|\-–—:]\s/)[0] || pageUrl.hostname.replace(/^www\./, '');
}
