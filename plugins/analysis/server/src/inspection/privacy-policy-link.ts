import type { InspectedLink } from '@otimiza/plugin-analysis-contract';

const inText = /pol[ií]tica\s+de\s+privacidade|aviso\s+de\s+privacidade|privacidade|privacy|prote[cç][aã]o\s+de\s+dados|\blgpd\b/i;
const inHref = /privacidade|privacy|prote[cç][aã]o[-_]de[-_]dados|lgpd/i;

/**
 * The link to the privacy policy: the first whose text names it, else the first whose address
 * does. Only web links count (not mailto:, not a same-page anchor).
 */
export function privacyPolicyLink(links: readonly InspectedLink[], pageUrl: string): InspectedLink | null {
  const web = links.filter((link) => {
    try {
      const url = new URL(link.href);
      const samePage = url.href.split('#')[0] === pageUrl.split('#')[0] && url.hash !== '';
      return (url.protocol === 'http:' || url.protocol === 'https:') && !samePage;
    } catch {
      return false;
    }
  });
  return web.find((link) => inText.test(link.text)) ?? web.find((link) => inHref.test(pathOf(link.href))) ?? null;
}

/** The link's path and query, decoded where it can be. */
function pathOf(href: string): string {
  try {
    const { pathname, search } = new URL(href);
    return decodeURIComponent(`${pathname}${search}`);
  } catch {
    return href;
  }
}
