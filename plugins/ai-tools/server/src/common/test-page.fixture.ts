import { parsePage, type ParsedPage } from './parse-page.js';
import type { HeadersInput } from './page-headers.js';

export interface TestPageOptions {
  head?: string;
  url?: string;
  headers?: HeadersInput;
  /** The <html lang>; null leaves the attribute out. */
  lang?: string | null;
}

/** A small parsed page for specs: the body given, an optional head, on https://exemplo.com.br/ unless told. */
export function testPage(body: string, { head = '', url = 'https://exemplo.com.br/', headers, lang = null }: TestPageOptions = {}): ParsedPage {
  const langAttribute = lang === null ? '' : ` lang="${lang}"`;
  const html = `<!doctype html><html${langAttribute}><head><meta charset="utf-8"><title>Página de teste</title>${head}</head><body>${body}</body></html>`;
  return parsePage({ html, url, headers });
}

/** A JSON-LD block for a test page's head. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
}
