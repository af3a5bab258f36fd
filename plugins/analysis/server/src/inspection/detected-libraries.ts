import type { DetectedLibrary } from '@otimiza/plugin-analysis-contract';
import type { GlobalVersion } from './read-document.js';

const VERSION = /\d+\.\d+(?:\.\d+)?(?:-[0-9a-z.]+)?/i;

/**
 * Libraries recognised in a script's URL, by the names their packages and CDNs use:
 * `jquery-3.4.1.min.js`, `/jquery@3.4.1/`, `/ajax/libs/jquery/3.4.1/`, `/ui/1.12.1/jquery-ui.js`. A `?ver=` query is not
 * read: WordPress puts its own version there.
 */
const inUrl: { name: string; pattern: RegExp }[] = [
  { name: 'jquery-ui', pattern: /jquery[-.]?ui[-@/.]v?(\d+\.\d+\.\d+)|\/ui\/(\d+\.\d+\.\d+)\/jquery-ui/i },
  { name: 'jquery', pattern: /jquery[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'angular', pattern: /angular(?:js)?[-@/.]v?(1\.\d+\.\d+)/i },
  { name: 'lodash', pattern: /lodash(?:\.js)?[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'underscore', pattern: /underscore(?:\.js)?[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'moment', pattern: /moment(?:\.js)?[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'bootstrap', pattern: /bootstrap[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'handlebars', pattern: /handlebars(?:\.js)?[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'vue', pattern: /\/vue[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'react', pattern: /\/react[-@/.]v?(\d+\.\d+\.\d+)/i },
  { name: 'dompurify', pattern: /(?:dompurify|purify)[-@/.]v?(\d+\.\d+\.\d+)/i },
];

/** The library named in a script URL's path, with its version, if any. */
export function libraryInScriptUrl(url: string): { name: string; version: string } | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  for (const { name, pattern } of inUrl) {
    const found = path.match(pattern);
    const version = found?.slice(1).find(Boolean);
    if (version) return { name, version };
  }
  return null;
}

/**
 * The page's libraries: each global's version first (what actually runs), then the versions read
 * in script URLs (a page may load two versions, one hidden by the other's global). One entry per
 * library and version.
 */
export function detectedLibraries(globals: readonly GlobalVersion[], scriptUrls: readonly string[]): DetectedLibrary[] {
  const found = new Map<string, DetectedLibrary>();
  const add = (library: DetectedLibrary) => {
    const key = `${library.name}@${library.version}`;
    if (!found.has(key)) found.set(key, library);
  };
  for (const { name, global, version } of globals) {
    const clean = version.match(VERSION)?.[0];
    if (clean) add({ name, version: clean, source: `global:${global}` });
  }
  for (const url of scriptUrls) {
    const library = libraryInScriptUrl(url);
    if (library) add({ ...library, source: url });
  }
  return [...found.values()];
}
