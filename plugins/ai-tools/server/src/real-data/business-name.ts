import { schemaTypes, stringProperty } from '../common/json-ld-nodes.js';
import { foldAccents } from '../common/fold-accents.js';
import type { ParsedPage } from '../common/parse-page.js';
import { organizationTypes } from '../common/schema-org-types.js';
import { clean } from '../common/visible-text.js';

const titleSeparator = /\s+[|·•–—:-]\s+|\s*::\s*/;
const genericTitleParts = /^(?:home|homepage|home page|in[ií]cio|p[aá]gina inicial|bem[- ]vindo\(?a?\)?|welcome|site oficial|official site)$/i;

const letters = (text: string) => foldAccents(text).toLowerCase().replace(/[^a-z0-9]/g, '');

function hostName(url: URL): string {
  return url.hostname.replace(/^www\./, '');
}

/** The title part that names the brand: the one that matches the domain, else the first that is not 'Home' or alike. */
function brandPartOfTitle(title: string, url: URL): string | null {
  const parts = title.split(titleSeparator).map(clean).filter((part) => part && !genericTitleParts.test(part));
  const domainLabel = letters(hostName(url).split('.')[0] ?? '');
  const matchingDomain = parts.find((part) => {
    const partLetters = letters(part);
    return domainLabel.length >= 3 && partLetters.length >= 3 && (partLetters.includes(domainLabel) || domainLabel.includes(partLetters));
  });
  return matchingDomain ?? parts[0] ?? null;
}

/** The company name: JSON-LD Organization/LocalBusiness name, og:site_name, the title's brand part, else the domain. */
export function businessNameOf({ $, jsonLd, url }: ParsedPage): string {
  const organization = jsonLd.find((node) => schemaTypes(node).some((type) => organizationTypes.has(type)) && stringProperty(node, 'name'));
  return (
    stringProperty(organization, 'name') ??
    (clean($('meta[property="og:site_name"]').attr('content')) ||
      brandPartOfTitle(clean($('title').first().text()), url) ||
      hostName(url))
  );
}
