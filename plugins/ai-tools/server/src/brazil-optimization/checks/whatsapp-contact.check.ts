import type { BrazilCheck } from '../brazil-check.js';
import { shorten } from '../../common/evidence-snippet.js';

const whatsappLink = /^(?:(?:https?:)?\/\/(?:wa\.me|api\.whatsapp\.com\/send|web\.whatsapp\.com\/send)|whatsapp:\/\/)/i;

/** A click-to-chat link: wa.me, api.whatsapp.com/send, or the whatsapp:// scheme. */
export const whatsappContactCheck: BrazilCheck = ({ $ }) => {
  const link = $('a[href]')
    .toArray()
    .map((element) => $(element).attr('href')!.trim())
    .find((href) => whatsappLink.test(href));
  return { id: 'whatsapp-contact', found: Boolean(link), evidence: link ? shorten(link) : null };
};
