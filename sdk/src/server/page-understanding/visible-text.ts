import type { CheerioAPI } from 'cheerio';
import { hasChildren, isTag, isText, type AnyNode } from 'domhandler';

const hiddenElements = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/** Collapses whitespace (non-breaking spaces included). */
export function clean(text: string | undefined | null): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** The page's visible text, without scripts, styles and templates; blocks are separated by a space. */
export function visibleText($: CheerioAPI, selector = 'body'): string {
  const chunks: string[] = [];
  const walk = (node: AnyNode) => {
    if (isText(node)) {
      chunks.push(node.data);
    } else if (isTag(node)) {
      if (hiddenElements.has(node.name)) return;
      node.children.forEach(walk);
      if (blockElements.has(node.name)) chunks.push(' ');
    } else if (hasChildren(node)) {
      node.children.forEach(walk);
    }
  };
  const root = $(selector).toArray();
  (root.length ? root.slice(0, 1) : $.root().toArray()).forEach(walk);
  return clean(chunks.join(''));
}
