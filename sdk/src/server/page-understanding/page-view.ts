import { load, type CheerioAPI } from 'cheerio';
import { jsonLdNodes, type JsonLdNode } from './json-ld-nodes.js';
import { visibleText } from './visible-text.js';

/** A page parsed once: what the page-understanding functions read. */
export interface PageView {
  $: CheerioAPI;
  url: URL;
  /** Visible body text, whitespace collapsed. */
  text: string;
  jsonLd: readonly JsonLdNode[];
}

export function viewPage(html: string, url: string | URL): PageView {
  const $ = load(html);
  return { $, url: new URL(url), text: visibleText($), jsonLd: jsonLdNodes($) };
}
