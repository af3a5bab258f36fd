import { stringProperty } from './json-ld-nodes.js';
import type { PageView } from './page-view.js';
import { clean } from './visible-text.js';

const phonePattern = /(?:\+55\s?)?\(?\b\d{2}\)?\s?9?\d{4}[-\s]?\d{4}\b/;

/** The business phone: its JSON-LD telephone, else its first tel: link, else the first phone number in the text. */
export function phoneOf({ $, jsonLd, text }: PageView): string | null {
  const fromJsonLd = jsonLd.map((node) => stringProperty(node, 'telephone')).find(Boolean);
  if (fromJsonLd) return fromJsonLd;
  const tel = $('a[href^="tel:" i]').first().attr('href');
  if (tel) return clean(decodeURIComponent(tel.slice(4)));
  return text.match(phonePattern)?.[0]?.trim() ?? null;
}
