import type { CheerioAPI } from 'cheerio';
import type { PostalAddress } from '../../shared/page-understanding.js';
import { toUf, ufPattern as ufs } from './brazilian-states.js';
import { addressesOf, stringProperty, type JsonLdNode } from './json-ld-nodes.js';
import { clean } from './visible-text.js';
const cepPattern = /\b(\d{5})-?(\d{3})\b/;
const streetStart = /\b(?:Rua|R\.|Avenida|Av\.|Alameda|Al\.|Pra[çc]a|Rodovia|Rod\.|Travessa|Tv\.|Estrada|Largo|Quadra|SQS|SHIS|Setor)\s/;
/** Words that start something else after an address on one line: contacts, hours, payments, prices. */
const afterAddress =
  /\s(?:[|·•]|WhatsApp|Whats\b|Telefone|Tel\.?|Fone|Celular|E-?mail|Hor[aá]rio|Funcionamento|Aberto|Aceitamos|Pre[çc]os?|A partir de|CNPJ|Instagram|Facebook|Siga|Agende|Ligue|Entregamos)\b/i;
/** 'Belo Horizonte - MG', 'São Paulo/SP', 'Campinas, SP' at the end of the address. */
const cityAndUf = new RegExp(
  `(?:^|[,–—-]\\s*|\\s[–—-]\\s)(\\p{Lu}[\\p{L}'’]+(?:[ -](?:d[aeo]s?|\\p{Lu}[\\p{L}'’]+)){0,4})\\s*(?:[,/]|\\s[-–—]\\s|[-–—])\\s*(${ufs})\\s*$`,
  'u',
);

function fromJsonLd(nodes: readonly JsonLdNode[]): PostalAddress | null {
  for (const node of nodes) {
    for (const address of addressesOf(node)) {
      const street = stringProperty(address, 'streetAddress');
      const locality = stringProperty(address, 'addressLocality');
      if (!street && !locality) continue;
      const region = stringProperty(address, 'addressRegion');
      return {
        streetAddress: street ?? '',
        addressLocality: locality,
        addressRegion: toUf(region) ?? region,
        postalCode: stringProperty(address, 'postalCode'),
        addressCountry: stringProperty(address, 'addressCountry'),
      };
    }
  }
  return null;
}

/** The text of the `<address>` element, else of the smallest element that holds a street and a CEP, else a street. */
function addressText($: CheerioAPI): string | null {
  const address = clean($('address').first().text());
  if (address && (streetStart.test(address) || cepPattern.test(address))) return address;
  const candidates = $('body *')
    .not('script, style, noscript, template, svg')
    .toArray()
    .map((element) => clean($(element).text()))
    .filter((text) => text.length <= 400 && streetStart.test(text));
  const withCep = candidates.filter((text) => cepPattern.test(text));
  const pool = withCep.length ? withCep : candidates;
  return pool.sort((a, b) => a.length - b.length)[0] ?? null;
}

/** Splits one address line into its parts, ending it at its CEP or before the words that follow an address. */
export function parseAddressLine(text: string): PostalAddress | null {
  const start = text.search(streetStart);
  let line = clean(start >= 0 ? text.slice(start) : text);
  const cep = line.match(cepPattern);
  if (cep) line = line.slice(0, cep.index! + cep[0].length);
  const stop = line.search(afterAddress);
  if (stop > 0) line = line.slice(0, stop);
  line = line.replace(/\s*\(?\d{2}\)?\s?9?\d{4}-?\d{4}.*$/, '');
  const postalCode = line.match(cepPattern);
  let rest = clean(line.replace(/\s*[,–—-]?\s*(?:CEP:?\s*)?\b\d{5}-?\d{3}\b\s*[.,]?/i, ' ')).replace(/[\s,.;–—-]+$/, '');
  let addressLocality: string | null = null;
  let addressRegion: string | null = null;
  const city = rest.match(cityAndUf);
  if (city) {
    addressLocality = city[1]!;
    addressRegion = city[2]!;
    rest = rest.slice(0, city.index).replace(/[\s,.;–—-]+$/, '');
  }
  if (!streetStart.test(`${rest} `) && !postalCode) return null;
  return {
    streetAddress: rest.slice(0, 120),
    addressLocality,
    addressRegion,
    postalCode: postalCode ? `${postalCode[1]}-${postalCode[2]}` : null,
    addressCountry: postalCode || addressRegion ? 'BR' : null,
  };
}

/** The business address: its JSON-LD PostalAddress, else the address the page states, split into its parts; null when none. */
export function postalAddressOf($: CheerioAPI, nodes: readonly JsonLdNode[]): PostalAddress | null {
  const stated = fromJsonLd(nodes);
  if (stated) return stated;
  const text = addressText($);
  return text ? parseAddressLine(text) : null;
}
