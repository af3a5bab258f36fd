import type { BrazilCheck } from '../brazil-check.js';
import { shorten, snippetAround } from '../../common/evidence-snippet.js';

/** 'Boleto' (often 'boleto bancário') in the text, or a payment badge labelled with it. */
export const boletoCheck: BrazilCheck = ({ $, text }) => {
  const match = text.match(/\bboletos?\b(?:\s+banc[aá]rios?)?/i);
  if (match?.index !== undefined) return { id: 'boleto', found: true, evidence: shorten(snippetAround(text, match.index, match[0].length, 30)) };
  const badge = $('img[alt], [title], [aria-label]')
    .toArray()
    .find((element) => ['alt', 'title', 'aria-label'].some((name) => /\bboleto\b/i.test($(element).attr(name) ?? '')));
  if (badge) return { id: 'boleto', found: true, evidence: shorten($.html(badge)) };
  return { id: 'boleto', found: false, evidence: null };
};
