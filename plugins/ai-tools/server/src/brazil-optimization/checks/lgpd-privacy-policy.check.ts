import { clean, foldAccents } from '@otimiza/sdk/server';
import type { BrazilCheck } from '../brazil-check.js';
import { decodeUriSafely } from '../../common/decode-uri-safely.js';
import { shorten } from '../../common/evidence-snippet.js';

const policyText = /politica de privacidade|aviso de privacidade|privacidade e protecao de dados|protecao de dados|\blgpd\b|privacy policy|privacy notice/i;
const policyPath = /privacidade|privacy|lgpd|protecao-de-dados/i;

/** The path of a link to the page's own site; links elsewhere (a social network's privacy page) give null. */
function ownPath(href: string, pageUrl: URL): string | null {
  try {
    const target = new URL(href, pageUrl);
    return target.hostname.replace(/^www\./, '') === pageUrl.hostname.replace(/^www\./, '') ? decodeUriSafely(target.pathname) : null;
  } catch {
    return null;
  }
}

/** A link to a privacy policy: by its words ('Política de Privacidade', 'LGPD') or by its address on the site (/privacidade). */
export const lgpdPrivacyPolicyCheck: BrazilCheck = ({ $, url }) => {
  for (const element of $('a[href]').toArray()) {
    const link = $(element);
    const href = link.attr('href') ?? '';
    const text = clean(link.text()) || clean(link.attr('title')) || clean(link.attr('aria-label'));
    const path = ownPath(href, url);
    if (policyText.test(foldAccents(text)) || (path !== null && policyPath.test(foldAccents(path)))) {
      return { id: 'lgpd-privacy-policy', found: true, evidence: shorten(`${text || href} → ${href}`) };
    }
  }
  return { id: 'lgpd-privacy-policy', found: false, evidence: null };
};
