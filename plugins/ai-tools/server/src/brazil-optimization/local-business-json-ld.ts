import { toUf } from '@otimiza/sdk/server';

export interface LocalBusinessSnippetInput {
  companyName: string;
  location: string | null;
  url: URL;
}

/** 'São Paulo, SP' / 'Curitiba - PR' → locality and UF; a text with no UF is kept as the locality. */
function splitLocation(location: string | null): { locality: string; region: string } {
  const parts = (location ?? '').split(/\s*(?:,|\/|\s[-–]\s)\s*/).filter(Boolean);
  const last = parts.at(-1);
  const region = parts.length > 1 ? toUf(last) : null;
  return region ? { locality: parts.slice(0, -1).join(', '), region } : { locality: parts.join(', '), region: '' };
}

/**
 * The JSON-LD block a Brazilian local business should carry, filled with what is known of the
 * company; the fields only the owner knows are left as visible placeholders.
 */
export function localBusinessJsonLd({ companyName, location, url }: LocalBusinessSnippetInput): string {
  const { locality, region } = splitLocation(location);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: companyName,
    url: `${url.origin}/`,
    telephone: '+55-DDD-NUMERO',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'RUA, NÚMERO',
      addressLocality: locality || 'CIDADE',
      addressRegion: region || 'UF',
      postalCode: '00000-000',
      addressCountry: 'BR',
    },
  };
  const json = JSON.stringify(data, null, 2).replace(/</g, '\\u003c');
  return `<script type="application/ld+json">\n${json}\n</script>`;
}
