import { stringProperty } from '@otimiza/sdk/server';
import type { BrazilCheck } from '../brazil-check.js';
import { decodeUriSafely } from '../../common/decode-uri-safely.js';

/** +55, a two-digit area code (DDD, never starting with 0), then 8 digits or a 9-digit mobile number. */
const internationalPhone = /\+\s?55[\s.-]?\(?[1-9]\d\)?[\s.-]?(?:9[\s.-]?\d{4}|\d{4})[\s.-]?\d{4}(?!\d)/;
/** '(11) 3333-4444': a Brazilian number written only in the local format. */
const localPhone = /\(\s?[1-9]\d\s?\)\s?9?\d{4}[\s.-]?\d{4}(?!\d)/;

/** A phone written in the +55 international format, in the text, a tel: link or the JSON-LD telephone. */
export const phoneBrFormatCheck: BrazilCheck = ({ $, text, jsonLd }) => {
  const telLinks = $('a[href^="tel:" i]')
    .toArray()
    .map((element) => decodeUriSafely($(element).attr('href')!.slice(4)).trim());
  const telephones = jsonLd.map((node) => stringProperty(node, 'telephone')).filter((value): value is string => value !== null);
  for (const candidate of [...telLinks.map((tel) => ({ tel, shown: `tel:${tel}` })), ...[text, ...telephones].map((tel) => ({ tel, shown: null }))]) {
    const match = candidate.tel.match(internationalPhone);
    if (match) return { id: 'phone-br-format', found: true, evidence: candidate.shown ?? match[0] };
  }
  return { id: 'phone-br-format', found: false, evidence: text.match(localPhone)?.[0] ?? telLinks[0] ?? null };
};
