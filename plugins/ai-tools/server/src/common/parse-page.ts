import { load, type CheerioAPI } from 'cheerio';
import { type JsonLdNode, jsonLdNodes, visibleText } from '@otimiza/sdk/server';
import { normalizeHeaders, type HeadersInput } from './page-headers.js';

/** A fetched page: what the checks and extractors read. */
export interface PageInput {
  html: string;
  /** The final URL, after redirects. */
  url: string | URL;
  headers?: HeadersInput;
}

/** A page parsed once, shared by every check that reads it. */
export interface ParsedPage {
  $: CheerioAPI;
  html: string;
  url: URL;
  /** Lower-cased header names. */
  headers: Readonly<Record<string, string>>;
  /** Visible body text, whitespace collapsed. */
  text: string;
  jsonLd: readonly JsonLdNode[];
}

export function parsePage(input: PageInput): ParsedPage {
  const $ = load(input.html);
  return {
    $,
    html: input.html,
    url: new URL(input.url),
    headers: normalizeHeaders(input.headers),
    text: visibleText($),
    jsonLd: jsonLdNodes($),
  };
}
