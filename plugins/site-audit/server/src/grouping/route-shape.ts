/**
 * Pages grouped by the shape of their address, so that a site audit can audit a template on a few of its pages.
 *
 * The rule, applied to the path only (scheme, host, query string and fragment play no part; a trailing slash or an
 * empty segment is ignored, `%xx` escapes are decoded):
 * 1. Addresses are compared only with addresses of the same number of segments; the home, with none, is `/`.
 * 2. Segment by segment, left to right, the addresses whose shape so far is the same are siblings. Their distinct
 *    values at the segment are sorted into kinds: a date (`2026-01-31`, `2026-01`, `31-01-2026`) is `:data`; numbers
 *    are `:ano` when every one of them is a year from 1900 to 2099 and `:id` otherwise; a UUID or a long hexadecimal
 *    hash is `:id`; anything else is `:slug`.
 * 3. A kind with at least 2 distinct values among the siblings becomes that parameter; a kind with a single value stays
 *    literal (`/pedidos/novo` beside `/pedidos/:id`). At the first segment, where a site keeps its sections and one-off
 *    pages (`/sobre`, `/contato`, `/blog`), free text becomes `:slug` only from 20 distinct values (posts published
 *    at the root); typed values (years, ids, dates) follow the rule of 2 there too.
 * 4. Addresses of the same resulting shape form one group: groups ordered by shape, addresses within by their text
 *    (code-unit order, whatever the locale).
 */

export interface RouteGroup {
  /** `/produtos/:slug`, `/blog/:ano/:slug`, `/` for the home, or a literal path for a one-off page. */
  shape: string;
  /** The addresses as given, sorted, without repeats. */
  urls: string[];
}

const minimumSiblings = 2;
const minimumRootSlugs = 20;

const datePattern = /^(\d{4}-\d{2}(-\d{2})?|\d{2}-\d{2}-\d{4})$/;
const numberPattern = /^\d+$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isHash = (value: string) => /^[0-9a-f]{12,}$/i.test(value) && /\d/.test(value) && /[a-f]/i.test(value);
const isYear = (value: string) => value.length === 4 && Number(value) >= 1900 && Number(value) <= 2099;

function append<K, V>(lists: Map<K, V[]>, key: K, value: V): void {
  const list = lists.get(key);
  if (list) list.push(value);
  else lists.set(key, [value]);
}

export const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function decodeSegment(raw: string): string {
  try {
    const decoded = decodeURIComponent(raw);
    // A decoded slash would read as two segments in the shape.
    return decoded.includes('/') ? raw : decoded;
  } catch {
    return raw; // not UTF-8 (`caf%E9`): compared as written
  }
}

export function pathSegments(address: string): string[] {
  let path: string;
  try {
    path = new URL(address, 'http://site.invalid').pathname;
  } catch {
    path = address.split(/[?#]/, 1)[0]!;
  }
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
}

/** For the distinct values siblings hold at one segment, the label each takes: a parameter or the value itself. */
function labelsOf(values: readonly string[], atRoot: boolean): Map<string, string> {
  const numbers = values.filter((value) => numberPattern.test(value));
  const numberKind = numbers.length > 0 && numbers.every(isYear) ? ':ano' : ':id';
  const kindOf = (value: string) =>
    datePattern.test(value) ? ':data' : numberPattern.test(value) ? numberKind : uuidPattern.test(value) || isHash(value) ? ':id' : ':slug';

  const membersOfKind = new Map<string, string[]>();
  for (const value of values) {
    append(membersOfKind, kindOf(value), value);
  }
  const labels = new Map<string, string>();
  for (const [kind, members] of membersOfKind) {
    const needed = atRoot && kind === ':slug' ? minimumRootSlugs : minimumSiblings;
    for (const member of members) labels.set(member, members.length >= needed ? kind : member);
  }
  return labels;
}

/** The shape of each path of one length, by the rule above. */
function shapesOfSameLength(paths: readonly string[][]): string[] {
  const shapes = paths.map(() => '');
  const length = paths[0]?.length ?? 0;
  for (let position = 0; position < length; position++) {
    const siblings = new Map<string, number[]>();
    paths.forEach((_, index) => append(siblings, shapes[index]!, index));
    for (const indices of siblings.values()) {
      const values = [...new Set(indices.map((index) => paths[index]![position]!))];
      const labels = labelsOf(values, position === 0);
      for (const index of indices) shapes[index] += `/${labels.get(paths[index]![position]!)!}`;
    }
  }
  return shapes.map((shape) => shape || '/');
}

export function groupByRouteShape(urls: readonly string[]): RouteGroup[] {
  const unique = [...new Set(urls)];
  const byLength = new Map<number, { url: string; segments: string[] }[]>();
  for (const url of unique) {
    const segments = pathSegments(url);
    append(byLength, segments.length, { url, segments });
  }

  const groups = new Map<string, string[]>();
  for (const entries of byLength.values()) {
    const shapes = shapesOfSameLength(entries.map((entry) => entry.segments));
    entries.forEach(({ url }, index) => append(groups, shapes[index]!, url));
  }
  return [...groups].map(([shape, members]) => ({ shape, urls: members.sort(byCodeUnits) })).sort((a, b) => byCodeUnits(a.shape, b.shape));
}
