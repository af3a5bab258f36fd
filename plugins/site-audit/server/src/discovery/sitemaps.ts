import { gunzipSync } from 'node:zlib';
import { ApiError, type SafeOutboundPort } from '@otimiza/sdk/server';
import { XMLParser } from 'fast-xml-parser';
import type { SitemapNote } from './discovery-types.js';
import { normalizeUrl } from './normalize-url.js';

export interface SitemapLimits {
  /** Bytes per sitemap, read and after gzip. */
  maxSitemapBytes: number;
  /** Files read in all, indexes included. */
  maxSitemaps: number;
  /** How deep indexes are followed: a root is at nesting 0, its children at 1; an index at this nesting is not followed. */
  maxNesting: number;
  /** Page entries kept in all. */
  maxEntries: number;
}

export interface SitemapRequests {
  outbound: SafeOutboundPort;
  /** Called before each request (crawl-delay); false when the time budget is spent. */
  beforeRequest: () => Promise<boolean>;
  timeoutMs: () => number;
}

export interface SitemapReading {
  /** Page addresses listed, normalised and distinct, in reading order (scope not yet checked). */
  entries: string[];
  notes: SitemapNote[];
}

/** The sitemaps to start from: those robots.txt names, else the conventional `/sitemap.xml`. */
export function sitemapRoots(origin: string, namedByRobots: readonly string[]): string[] {
  const named = namedByRobots.map((address) => normalizeUrl(address, origin)).filter((address): address is string => address !== null);
  return named.length > 0 ? [...new Set(named)] : [new URL('/sitemap.xml', origin).toString()];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

type Parsed = { kind: 'urlset' | 'index'; locs: string[] } | { kind: 'not-a-sitemap' };

/** A sitemap's XML: a urlset's page addresses or an index's child sitemaps. Throws on invalid XML. */
export function parseSitemapXml(xml: string): Parsed {
  const document = parser.parse(xml.replace(/^\uFEFF/, ''), true) as Record<string, unknown>;
  if ('urlset' in document) return { kind: 'urlset', locs: locsOf(childOf(document.urlset, 'url')) };
  if ('sitemapindex' in document) return { kind: 'index', locs: locsOf(childOf(document.sitemapindex, 'sitemap')) };
  return { kind: 'not-a-sitemap' };
}

/** An element's children by name; an empty element parses as '' and has none. */
function childOf(node: unknown, name: string): unknown {
  return node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
}

function locsOf(items: unknown): string[] {
  return (Array.isArray(items) ? items : [])
    .map((item) => childOf(item, 'loc'))
    .filter((loc): loc is string => typeof loc === 'string' && loc.trim() !== '')
    .map((loc) => loc.trim());
}

/** Decompresses gzip by its magic bytes (1f 8b), whatever the file name or content type said. */
function inflated(body: Buffer, maxBytes: number): Buffer {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body, { maxOutputLength: maxBytes }) : body;
}

/** The safe-outbound port has no distinct type for its byte limit; its message is the only sign of it. */
function overByteLimit(error: ApiError): boolean {
  return error.type === 'NETWORK_ERROR' && /larger than|limite de/i.test(`${error.localized?.en ?? ''} ${error.localized?.pt ?? ''}`);
}

type Fetched = { body: string } | { note: Omit<SitemapNote, 'url'> };

async function fetchSitemap(url: string, requests: SitemapRequests, maxBytes: number): Promise<Fetched> {
  let response;
  try {
    await requests.outbound.assertAllowed(url);
    response = await requests.outbound.fetch(url, {
      maxBytes,
      timeoutMs: requests.timeoutMs(),
      headers: { accept: 'application/xml,text/xml,application/gzip,*/*;q=0.5' },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const detail = error.localized?.en ?? error.message;
    if (error.type === 'INVALID_URL') return { note: { kind: 'refused-address', detail } };
    return { note: { kind: overByteLimit(error) ? 'too-large' : 'fetch-failed', detail } };
  }
  if (response.status === 404 || response.status === 410) return { note: { kind: 'not-found', status: response.status } };
  if (response.status >= 300) return { note: { kind: 'http-error', status: response.status } };
  try {
    return { body: inflated(response.body, maxBytes).toString('utf8') };
  } catch (error) {
    if (error instanceof RangeError) return { note: { kind: 'too-large', detail: `more than ${maxBytes} bytes once decompressed` } };
    return { note: { kind: 'invalid-xml', detail: `gzip: ${error instanceof Error ? error.message : String(error)}` } };
  }
}

/**
 * Reads sitemaps breadth first from the roots, following sitemap indexes within the nesting, file and
 * entry limits. Nothing here throws for a bad sitemap: every problem is a note.
 */
export async function readSitemaps(roots: readonly string[], requests: SitemapRequests, limits: SitemapLimits): Promise<SitemapReading> {
  const notes: SitemapNote[] = [];
  const entries = new Set<string>();
  const queue = roots.slice(0, limits.maxSitemaps).map((url) => ({ url, nesting: 0 }));
  const known = new Set(roots);
  if (roots.length > limits.maxSitemaps) notes.push({ url: roots[limits.maxSitemaps]!, kind: 'sitemap-cap', entries: roots.length - limits.maxSitemaps });
  let read = 0;

  for (let item = queue.shift(); item; item = queue.shift()) {
    if (!(await requests.beforeRequest())) {
      notes.push({ url: item.url, kind: 'time' }, ...queue.map(({ url }) => ({ url, kind: 'time' as const })));
      break;
    }
    read += 1;
    const fetched = await fetchSitemap(item.url, requests, limits.maxSitemapBytes);
    if ('note' in fetched) {
      notes.push({ url: item.url, ...fetched.note });
      continue;
    }
    let parsed: Parsed;
    try {
      parsed = parseSitemapXml(fetched.body);
    } catch (error) {
      notes.push({ url: item.url, kind: 'invalid-xml', detail: error instanceof Error ? error.message : String(error) });
      continue;
    }
    if (parsed.kind === 'not-a-sitemap') {
      notes.push({ url: item.url, kind: 'not-a-sitemap' });
      continue;
    }
    const locs = parsed.locs.map((loc) => normalizeUrl(loc, item.url)).filter((loc): loc is string => loc !== null);
    notes.push({ url: item.url, kind: 'read', entries: locs.length });
    if (parsed.kind === 'urlset') {
      const room = Math.max(0, limits.maxEntries - entries.size);
      const fresh = locs.filter((loc) => !entries.has(loc));
      for (const loc of fresh.slice(0, room)) entries.add(loc);
      if (fresh.length > room) notes.push({ url: item.url, kind: 'url-cap', entries: fresh.length - room });
      continue;
    }
    const children = locs.filter((loc) => !known.has(loc));
    if (item.nesting >= limits.maxNesting && children.length > 0) {
      notes.push({ url: item.url, kind: 'too-deep', entries: children.length });
      continue;
    }
    const room = Math.max(0, limits.maxSitemaps - read - queue.length);
    for (const url of children.slice(0, room)) {
      known.add(url);
      queue.push({ url, nesting: item.nesting + 1 });
    }
    if (children.length > room) notes.push({ url: item.url, kind: 'sitemap-cap', entries: children.length - room });
  }
  return { entries: [...entries], notes };
}
