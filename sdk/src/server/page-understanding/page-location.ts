import type { PostalAddress } from '../../shared/page-understanding.js';
import { stateOfPhone } from './brazil-area-codes.js';
import { toUf, ufPattern } from './brazilian-states.js';
import type { PageView } from './page-view.js';
import { clean } from './visible-text.js';

/** 'São Paulo - SP', 'Belo Horizonte/MG', 'Rio de Janeiro, RJ': capitalised words (with de/da/do), a separator, a UF. */
const cityAndUf = new RegExp(
  `(\\p{Lu}[\\p{L}'’]+(?:[ -](?:d[aeo]s?|\\p{Lu}[\\p{L}'’]+)){0,4})\\s*(?:[,/]|\\s[-–]\\s|[-–])\\s*(${ufPattern})(?![\\p{L}\\d])`,
  'gu',
);
const cep = /\b\d{5}-\d{3}\b/g;
const addressBlocks =
  'address, footer, [class*="address" i], [class*="endereco" i], [id*="endereco" i], [class*="contato" i], [id*="contato" i], [class*="contact" i], [id*="contact" i], [class*="location" i], [class*="localizacao" i]';

function join(locality: string | null, region: string | null): string | null {
  const uf = toUf(region) ?? region;
  return [locality, uf].filter(Boolean).join(', ') || null;
}

function fromGeoMeta({ $ }: PageView): string | null {
  const placename = clean($('meta[name="geo.placename" i]').attr('content'));
  const region = clean($('meta[name="geo.region" i]').attr('content'));
  return placename ? join(placename, /^BR-/i.test(region) ? region : null) : null;
}

function cityIn(text: string, near?: RegExp): string | null {
  for (const match of text.matchAll(cityAndUf)) {
    const city = match[1]!.replace(/[ -]d[aeo]s?$/, '');
    if (near && ![...text.matchAll(near)].some((other) => Math.abs(other.index - match.index) < 120)) continue;
    return `${city}, ${match[2]}`;
  }
  return null;
}

/**
 * Where the business is, as 'City, UF': the city of its address (JSON-LD or stated), else geo meta
 * tags, else a 'City - UF' in an address block or next to a CEP, else the state of its phone's area
 * code alone; null when the page does not say.
 */
export function locationOf(page: PageView, address: PostalAddress | null, phone: string | null): string | null {
  const { $ } = page;
  if (address?.addressLocality) return join(address.addressLocality, address.addressRegion);
  const blocks = $(addressBlocks)
    .toArray()
    .map((element) => clean($(element).text()));
  return (
    fromGeoMeta(page) ?? blocks.map((text) => cityIn(text)).find(Boolean) ?? cityIn(page.text, cep) ?? toUf(address?.addressRegion) ?? stateOfPhone(phone ?? '')
  );
}
