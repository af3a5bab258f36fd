import type { CheerioAPI } from 'cheerio';
import { parsePage, type PageInput, type ParsedPage } from '../common/parse-page.js';
import { domDetections } from './wappalyzer-dom.js';
import { wappalyzerEngine, type WappalyzerDetection, type WappalyzerItems, type WappalyzerTechnology } from './wappalyzer-engine.js';

export interface DetectedTechnology {
  name: string;
  /** Wappalyzer category names, e.g. 'CMS', 'JavaScript libraries'. */
  categories: string[];
  version: string | null;
  /** 0–100, as Wappalyzer rates the match. */
  confidence: number;
}

/** The rules are regular expressions over the text; very large pages are read at their start and end. */
const MAX_TEXT = 500_000;

function capped(text: string): string {
  return text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT * 0.8)}\n${text.slice(-MAX_TEXT * 0.2)}`;
}

function addTo(record: Record<string, string[]>, key: string, value: string) {
  (record[key.toLowerCase()] ??= []).push(value);
}

function metaOf($: CheerioAPI): Record<string, string[]> {
  const meta: Record<string, string[]> = {};
  $('meta[content]').each((_, element) => {
    const key = $(element).attr('name') ?? $(element).attr('property') ?? $(element).attr('http-equiv');
    if (key) addTo(meta, key, $(element).attr('content')!);
  });
  return meta;
}

function cookiesOf(setCookie: string | undefined): Record<string, string[]> {
  const cookies: Record<string, string[]> = {};
  for (const line of (setCookie ?? '').split('\n')) {
    const [pair] = line.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (pair && separator > 0) addTo(cookies, pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
  }
  return cookies;
}

function itemsOf({ $, html, url, headers, text }: ParsedPage): WappalyzerItems {
  const inline = (selector: string) =>
    $(selector)
      .toArray()
      .map((element) => $(element).text())
      .join('\n');
  return {
    url: url.href,
    html: capped(html),
    css: capped(inline('style')),
    scripts: capped(inline('script:not([src])')),
    text: capped(text),
    scriptSrc: [
      ...new Set(
        $('script[src]')
          .toArray()
          .map((element) => $(element).attr('src')!),
      ),
    ],
    meta: metaOf($),
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, name === 'set-cookie' ? value.split('\n') : [value]])),
    cookies: cookiesOf(headers['set-cookie']),
  };
}

/**
 * Technologies a page uses, by Wappalyzer's rules over its URL, HTML, scripts, meta tags, DOM,
 * headers and cookies — offline, without running the page's JavaScript.
 */
export function detectTechnologies(page: PageInput | ParsedPage): DetectedTechnology[] {
  const parsed = '$' in page ? page : parsePage(page);
  const engine = wappalyzerEngine();
  const items = itemsOf(parsed);
  const source = parsed.html.toLowerCase();
  const detectAmong = (technologies: WappalyzerTechnology[]) => [
    ...engine.analyze(items, technologies),
    ...domDetections(engine, technologies, parsed.$, source),
  ];

  const detections: WappalyzerDetection[] = detectAmong(engine.technologies);
  // Some rules apply only once another technology (or one of a category) has been found.
  const followed = new Set<string>();
  for (let found = true; found;) {
    found = false;
    const names = new Set(detections.map((detection) => detection.technology.name));
    const categories = new Set(detections.flatMap((detection) => detection.technology.categories));
    const pending = [
      ...engine.requires.filter(({ name }) => names.has(name)).map(({ name, technologies }) => ({ key: `name:${name}`, technologies })),
      ...engine.categoryRequires
        .filter(({ categoryId }) => categories.has(categoryId))
        .map(({ categoryId, technologies }) => ({ key: `category:${categoryId}`, technologies })),
    ].filter(({ key }) => !followed.has(key));
    for (const { key, technologies } of pending) {
      followed.add(key);
      detections.push(...detectAmong(technologies));
      found = true;
    }
  }

  return engine.resolve(detections).map((technology) => ({
    name: technology.name,
    categories: technology.categories.map((category) => category.name),
    version: technology.version || null,
    confidence: technology.confidence,
  }));
}
