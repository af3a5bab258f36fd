import type { HtmlFix } from '../html-fix.js';

const trackingParameters = /^(utm_|fbclid$|gclid$|mc_|ref$)/i;

export function canonicalUrlOf(pageUrl: URL): string {
  const url = new URL(pageUrl.toString());
  url.hash = '';
  for (const key of [...url.searchParams.keys()]) if (trackingParameters.test(key)) url.searchParams.delete(key);
  return url.toString();
}

export const canonicalFix: HtmlFix = {
  id: 'canonical',
  category: 'seo',
  priority: 'medium',
  audits: ['canonical'],
  title: { pt: 'Indicar o endereço canônico', en: 'State the canonical address' },
  description: {
    pt: 'O link canonical diz ao Google qual é o endereço principal da página e evita conteúdo duplicado (com e sem www, com parâmetros de campanha).',
    en: 'The canonical link tells search engines the page’s main address and avoids duplicates (with and without www, campaign parameters).',
  },
  apply({ $, pageUrl }) {
    if ($('link[rel~="canonical" i]').length > 0) return null;
    const link = $('<link rel="canonical">').attr('href', canonicalUrlOf(pageUrl));
    $('head').append(link);
    return { count: 1, before: '', after: $.html(link) };
  },
};
