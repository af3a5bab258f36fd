import { foldAccents } from '@otimiza/sdk/server';
import type { BrazilCheck } from '../brazil-check.js';
import { shorten, snippetAround } from '../../common/evidence-snippet.js';

/**
 * 'Pix' near payment words ('pagamento', 'aceitamos', 'chave', 'QR Code' …), so the English slang
 * for pictures does not count.
 */
const pixAsPayment =
  /\bpix\b.{0,80}\b(?:pagamento|pagar|pague|pago|aceit\w*|chave|copia e cola|qr ?code|a vista|desconto|cartao|boleto|credito|debito|parcel\w*|payment)\b|\b(?:pagamento|pagar|pague|aceit\w*|chave|formas? de pagamento|cartao|boleto|credito|debito|a vista|desconto|payment)\b.{0,80}\bpix\b/i;

/** Pix named as a way to pay, in the text or as a payment badge (an image or icon labelled 'Pix'). */
export const pixCheck: BrazilCheck = ({ $, text }) => {
  const folded = foldAccents(text);
  const match = folded.match(pixAsPayment);
  if (match?.index !== undefined) return { id: 'pix', found: true, evidence: shorten(snippetAround(text, match.index, match[0].length, 20)) };
  const badge = $('img, svg, i, span')
    .toArray()
    .find(
      (element) =>
        ['alt', 'title', 'aria-label'].some((name) => /^\s*pix\s*$/i.test($(element).attr(name) ?? '')) ||
        /(?:^|[/_-])pix[._-]/i.test($(element).attr('src') ?? ''),
    );
  if (badge) return { id: 'pix', found: true, evidence: shorten($.html(badge)) };
  return { id: 'pix', found: false, evidence: null };
};
