import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import type { ChangedElement } from './html-fix.js';

const MAX_SNIPPET = 600;

function cut(text: string): string {
  return text.length > MAX_SNIPPET ? `${text.slice(0, MAX_SNIPPET - 1)}…` : text;
}

/** The outer HTML of the first elements of a selection, one per line, for before/after views. */
export function snippetOf($: CheerioAPI, elements: Cheerio<AnyNode>, limit = 3): string {
  return cut(
    elements
      .slice(0, limit)
      .toArray()
      .map((element) => openingTagOrWhole($, element))
      .join('\n'),
  );
}

function openingTagOrWhole($: CheerioAPI, element: AnyNode): string {
  const html = $.html(element);
  if (html.length <= 240) return html;
  const open = html.match(/^<[^>]+>/)?.[0] ?? html.slice(0, 240);
  return `${open}…`;
}

/** Each element's attributes as the page had them, before any fix (noteOriginalAttributes). */
const originalAttributes = new WeakMap<AnyNode, Record<string, string>>();

/**
 * Notes every element's attributes as the page has them, before the fixes run: a changed element
 * is recorded with those, as Lighthouse listed it, whatever an earlier fix added (a link's
 * aria-label before crawlable-anchors reads it).
 */
export function noteOriginalAttributes($: CheerioAPI): void {
  for (const element of $('*').toArray()) if ('attribs' in element) originalAttributes.set(element, { ...element.attribs });
}

/** An element as it was before a fix changed it: what the results compare with the elements Lighthouse listed. */
function recordOf($: CheerioAPI, element: AnyNode): ChangedElement | null {
  if (!('attribs' in element) || !('tagName' in element)) return null;
  const tag = String(element.tagName).toLowerCase();
  const attributes = originalAttributes.get(element) ?? (element.attribs as Record<string, string>);
  // Only a link's text is compared (Lighthouse lists vague links by address and text): no other element's text is read.
  return { tag, attributes: { ...attributes }, text: tag === 'a' ? $(element).text() : '' };
}

/**
 * Collects before/after snippets around a change applied to each element of a list, and every
 * changed element as it was before (`elements`).
 */
export function trackChanges<T extends AnyNode>($: CheerioAPI, elements: T[], change: (element: T) => boolean) {
  const before: string[] = [];
  const after: string[] = [];
  const changed: ChangedElement[] = [];
  let count = 0;
  for (const element of elements) {
    const previous = openingTagOrWhole($, element);
    const record = recordOf($, element);
    if (!change(element)) continue;
    count += 1;
    if (record) changed.push(record);
    if (before.length < 3) {
      before.push(previous);
      after.push(openingTagOrWhole($, element));
    }
  }
  return count === 0 ? null : { count, before: cut(before.join('\n')), after: cut(after.join('\n')), elements: changed };
}
