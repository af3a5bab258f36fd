import type { CheerioAPI } from 'cheerio';
import { jsonLdNodes, postalAddressOf } from '@otimiza/sdk/server';
import type { HtmlFix } from '../html-fix.js';
import { clean, siteNameOf, visibleText } from '../page-text.js';

const phonePattern = /(?:\+55\s?)?\(?\b\d{2}\)?\s?9?\d{4}[-\s]?\d{4}\b/;

function statedPhone($: CheerioAPI): string | null {
  const tel = $('a[href^="tel:" i]').first().attr('href');
  if (tel) return clean(tel.slice(4));
  return visibleText($).match(phonePattern)?.[0]?.trim() ?? null;
}

/** The stated address as schema.org wants it: its parts, empty ones left out. */
function postalAddress($: CheerioAPI): Record<string, string> | null {
  const address = postalAddressOf($, jsonLdNodes($));
  if (!address?.streetAddress) return null;
  const parts = Object.entries(address).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { '@type': 'PostalAddress', ...Object.fromEntries(parts) };
}

function hasNode($: CheerioAPI, pattern: RegExp): boolean {
  return $('script[type="application/ld+json" i]')
    .toArray()
    .some((script) => pattern.test($(script).text()));
}

export const structuredDataFix: HtmlFix = {
  id: 'structured-data',
  category: 'seo',
  priority: 'medium',
  audits: ['structured-data'],
  title: { pt: 'Adicionar dados estruturados (JSON-LD)', en: 'Add structured data (JSON-LD)' },
  description: {
    pt: 'Dados estruturados Schema.org dizem ao Google o nome da empresa, o site e, quando a página informa, o endereço e o telefone — base para o painel da empresa nos resultados.',
    en: 'Schema.org structured data tells search engines the company name, the website and, when the page states them, the address and phone — the basis of the business panel in results.',
  },
  apply({ $, pageUrl, companyName }) {
    const hasBusiness = hasNode($, /"@type"\s*:\s*"[^"]*(Organization|LocalBusiness|Store|Restaurant|Bakery|Corporation)/i);
    const hasWebsite = hasNode($, /"@type"\s*:\s*"WebSite"/i);
    if (hasBusiness && hasWebsite) return null;
    const name = siteNameOf(pageUrl, companyName);
    const origin = `${pageUrl.origin}/`;
    const graph: Record<string, unknown>[] = [];
    if (!hasWebsite) graph.push({ '@type': 'WebSite', name, url: origin });
    if (!hasBusiness) {
      const phone = statedPhone($);
      const address = postalAddress($);
      const local = Boolean(phone || address);
      graph.push({
        '@type': local ? 'LocalBusiness' : 'Organization',
        name,
        url: origin,
        ...(address ? { address } : {}),
        ...(phone ? { telephone: phone } : {}),
      });
    }
    const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': graph }, null, 2).replace(/</g, '\\u003c');
    const script = $('<script type="application/ld+json"></script>').text(json);
    $('head').append(script);
    return { count: graph.length, before: '', after: $.html(script) };
  },
};
