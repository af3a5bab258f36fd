import { clean } from '@otimiza/sdk/server';
import type { ParsedPage } from '../common/parse-page.js';

const MAX_DESCRIPTION = 300;
const MIN_PARAGRAPH = 60;
const boilerplate = /cookies|javascript|todos os direitos|all rights reserved|copyright|©/i;

/** Cuts at a word boundary so the text is at most `max` characters. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > max * 0.6 ? lastSpace : max).replace(/[\s,;:–—-]+$/, '')}…`;
}

export function metaDescriptionOf({ $ }: ParsedPage): string | null {
  return clean($('meta[name="description" i]').attr('content')) || null;
}

/** The meta description, else og:description, else the first paragraph that reads like a description. */
export function descriptionOf(page: ParsedPage): string | null {
  const { $ } = page;
  const declared = metaDescriptionOf(page) || clean($('meta[property="og:description"]').attr('content'));
  if (declared) return cutAtWord(declared, MAX_DESCRIPTION);
  const paragraph = $('main p, article p, p')
    .toArray()
    .map((element) => clean($(element).text()))
    .find((text) => text.length >= MIN_PARAGRAPH && !boilerplate.test(text));
  return paragraph ? cutAtWord(paragraph, MAX_DESCRIPTION) : null;
}
