import { load } from 'cheerio';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { AnsweredElements } from '@otimiza/plugin-analysis-shared';
import type { ChangedElement } from './html-fix.js';

/**
 * Audits whose items are the very elements a fix changes, and how Lighthouse names an item: a
 * node (its opening tag as the browser serialised it) or, for `link-text`, a link's address and
 * text. Other audits list what a fix does not touch one by one (a list for its items, a table
 * for its cells, a resource's URL) and are not compared.
 */
const elementAudits: Record<string, 'node' | 'link'> = {
  'link-text': 'link',
  'crawlable-anchors': 'node',
  'link-name': 'node',
  label: 'node',
  'select-name': 'node',
  'image-alt': 'node',
  'input-image-alt': 'node',
  'button-name': 'node',
  'input-button-name': 'node',
  'frame-title': 'node',
  'object-alt': 'node',
  tabindex: 'node',
};

/** Attributes Lighthouse leaves out of a node's snippet. */
const unlisted = new Set(['title', 'autofill-information', 'autofill-prediction']);
/** Past this length Lighthouse drops a snippet's further attributes. */
const SNIPPET_CHARACTER_LIMIT = 500;

interface ListedNode {
  tag: string;
  attributes: Record<string, string>;
  /** Lighthouse dropped attributes past its limit: the element may have more. */
  cut: boolean;
}

/** `<input type="text" aria-labelledby="x">` → its tag and attributes (no HTML tree rules: a `<td>` stays one). */
function parseSnippet(snippet: string): ListedNode | null {
  const $ = load(snippet, { xml: { xmlMode: false, decodeEntities: true } }, false);
  const element = $.root().children().get(0);
  if (!element || !('attribs' in element)) return null;
  return { tag: element.tagName.toLowerCase(), attributes: element.attribs, cut: snippet.length >= SNIPPET_CHARACTER_LIMIT };
}

function resolved(value: string | undefined, baseUrl: string): string | null {
  if (value === undefined) return null;
  try {
    return new URL(value, baseUrl).href;
  } catch {
    return null;
  }
}

/** The addresses an image may load: its `src` and its `srcset` candidates, resolved. */
function loadableSources(attributes: Record<string, string>, baseUrl: string): (string | null)[] {
  const candidates = (attributes.srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter((url): url is string => Boolean(url));
  return [attributes.src, ...candidates].map((url) => resolved(url, baseUrl));
}

function sameValue(name: string, listed: string, attributes: Record<string, string>, baseUrl: string): boolean {
  const changed = attributes[name];
  if (changed === undefined) return false;
  if (listed === changed) return true;
  // Lighthouse cuts a value past 75 characters with an ellipsis, and writes an image's source as the address it loaded.
  if (listed.endsWith('…') && changed.startsWith(listed.slice(0, -1))) return true;
  return name === 'src' && loadableSources(attributes, baseUrl).includes(listed);
}

function sameNode(listed: ListedNode, changed: ChangedElement, baseUrl: string): boolean {
  if (listed.tag !== changed.tag) return false;
  const attributes = Object.fromEntries(
    Object.entries(changed.attributes)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => !unlisted.has(name)),
  );
  const names = Object.keys(listed.attributes).filter((name) => !unlisted.has(name));
  if (!listed.cut && names.length !== Object.keys(attributes).length) return false;
  return names.every((name) => sameValue(name, listed.attributes[name]!, attributes, baseUrl));
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

function sameLink(listed: { href?: unknown; text?: unknown }, changed: ChangedElement, baseUrl: string): boolean {
  if (changed.tag !== 'a' || typeof listed.href !== 'string' || typeof listed.text !== 'string') return false;
  const href = resolved(changed.attributes.href ?? changed.attributes['xlink:href'], baseUrl);
  return href === listed.href && words(changed.text) === words(listed.text);
}

type Item = { node?: { snippet?: unknown }; href?: unknown; text?: unknown };

/**
 * For each audit of a fix whose items are elements (elementAudits): the elements Lighthouse
 * listed and how many of them the fix changed, each changed element answering one listed item.
 * Only the audits answered in part are returned (an element a script creates or changes is not in
 * the HTML the fix reads); undefined when every listed element was changed, or when the fix
 * rewrites the page as a whole and has no elements to compare.
 */
export function partlyAnsweredAudits(
  fix: { audits: readonly string[] },
  changed: readonly ChangedElement[] | undefined,
  lhr: LighthouseResult | null,
  baseUrl: string,
): Record<string, AnsweredElements> | undefined {
  if (!changed || !lhr) return undefined;
  const partly: Record<string, AnsweredElements> = {};
  for (const id of fix.audits) {
    const kind = elementAudits[id];
    const audit = lhr.audits[id];
    if (!kind || !audit || audit.score === null || audit.score >= 1) continue;
    const items = ((audit.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
    if (items.length === 0) continue;
    const unused = [...changed];
    let answered = 0;
    for (const item of items) {
      let matches: (element: ChangedElement) => boolean;
      if (kind === 'link') matches = (element) => sameLink(item, element, baseUrl);
      else {
        const listed = typeof item.node?.snippet === 'string' ? parseSnippet(item.node.snippet) : null;
        if (!listed) continue;
        matches = (element) => sameNode(listed, element, baseUrl);
      }
      const index = unused.findIndex(matches);
      if (index < 0) continue;
      unused.splice(index, 1);
      answered += 1;
    }
    if (answered < items.length) partly[id] = { listed: items.length, answered };
  }
  return Object.keys(partly).length > 0 ? partly : undefined;
}
