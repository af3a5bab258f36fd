import type { CheerioAPI } from 'cheerio';
import { foldAccents } from './fold-accents.js';
import { isGenericName, titleSeparator } from './generic-names.js';
import { schemaTypes, stringProperty } from './json-ld-nodes.js';
import type { PageView } from './page-view.js';
import { organizationTypes } from './schema-org-types.js';
import { clean } from './visible-text.js';

const letters = (text: string) =>
  foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const usable = (text: string | null | undefined): text is string => Boolean(text) && text!.length >= 2 && text!.length <= 80 && !isGenericName(text!);

/** 'Logo Doceria Sabor de Minas', 'Doceria Sabor de Minas - logotipo' → 'Doceria Sabor de Minas'. */
function withoutLogoWords(alt: string): string {
  return clean(alt.replace(/\b(?:logo(?:tipo|marca)?|logomarca|marca)\b(?:\s+(?:d[aeo]s?|of|the)(?=\s))?/giu, ' ')).replace(/^[\s|·•:–—-]+|[\s|·•:–—-]+$/g, '');
}

function fromLogo($: CheerioAPI): string | null {
  for (const element of $('img[alt]').toArray()) {
    const image = $(element);
    const inHomeLink =
      image.closest('a[href="/"], a[href="./"], a[href="index.html"]').length > 0 &&
      image.closest('header, nav, [class*="header" i], [class*="topo" i]').length > 0;
    const saysLogo = /logo/i.test(`${image.attr('src') ?? ''} ${image.attr('class') ?? ''} ${image.attr('id') ?? ''} ${image.attr('alt') ?? ''}`);
    if (!inHomeLink && !saysLogo) continue;
    const name = withoutLogoWords(image.attr('alt')!);
    if (usable(name)) return name;
  }
  return null;
}

const copyright =
  /(?:©|\(c\)|copyright)\s*(?:\d{4}(?:\s*[-–]\s*\d{4})?\s*)?(?:[-–|·]\s*)?([\p{Lu}\d][\p{L}\d&'’.\- ]{1,60}?)(?=\s*(?:[.|·•,]\s|[-–]\s|\.?$|todos os direitos|all rights|cnpj|ltda\b))/iu;

function fromCopyright($: CheerioAPI): string | null {
  const footer = clean($('footer').last().text()) || clean($('body').text()).slice(-600);
  const name = footer
    .match(copyright)?.[1]
    ?.trim()
    .replace(/[.\s]+$/, '');
  return usable(name) ? name : null;
}

/** The title part that names the brand: the one that matches the domain, else the first that is not 'Home' or alike. */
function fromTitle($: CheerioAPI, pageUrl: URL): string | null {
  const parts = clean($('title').first().text()).split(titleSeparator).map(clean).filter(usable);
  const domain = letters(pageUrl.hostname.replace(/^www\./, '').split('.')[0] ?? '');
  const matching = parts.find((part) => domain.length >= 3 && (letters(part).includes(domain) || domain.includes(letters(part))));
  return matching ?? parts[0] ?? null;
}

function fromHeadingMatchingDomain($: CheerioAPI, pageUrl: URL): string | null {
  const heading = clean($('h1').first().text());
  const domain = letters(pageUrl.hostname.replace(/^www\./, '').split('.')[0] ?? '');
  return usable(heading) && domain.length >= 3 && letters(heading).includes(domain) ? heading : null;
}

/**
 * The business name from the page's strongest signal: its JSON-LD business node, og:site_name,
 * the logo's alt text, the copyright line, the title's brand part, an h1 that matches the domain.
 * A generic word ('Home', 'Início', a host name) is never a name; null when the page names none.
 */
export function businessNameOf({ $, jsonLd, url: pageUrl }: PageView): string | null {
  const organization = jsonLd.find((node) => schemaTypes(node).some((type) => organizationTypes.has(type)) && stringProperty(node, 'name'));
  const fromJsonLd = stringProperty(organization, 'name');
  const siteName = clean($('meta[property="og:site_name" i]').attr('content'));
  return [fromJsonLd, siteName].find(usable) ?? fromLogo($) ?? fromCopyright($) ?? fromTitle($, pageUrl) ?? fromHeadingMatchingDomain($, pageUrl);
}
