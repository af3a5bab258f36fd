import fc from 'fast-check';
import { hostileFragment, hostileLeaf } from './hostile-values.arbitrary.js';

type Path = (string | number)[];

/** A field reached by walking down from the top, one child at a time: every top-level field has the same chance. */
function walk(value: unknown, picks: readonly number[]): Path {
  const path: Path = [];
  let current = value;
  for (const pick of picks) {
    const keys: (string | number)[] = Array.isArray(current)
      ? current.map((_, index) => index)
      : current !== null && typeof current === 'object'
        ? Object.keys(current)
        : [];
    if (keys.length === 0) break;
    const key = keys[pick % keys.length]!;
    path.push(key);
    current = (current as Record<string | number, unknown>)[key];
  }
  return path;
}

function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value);
}

/** A copy with one value replaced; spread copies keep `__proto__` keys as own properties. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((item, index) => (index === key ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [key]: replaceAt(record[key], rest, replacement) };
}

type Strike = { kind: 'insert'; fragment: string; at: number } | { kind: 'replace'; value: unknown };

const strike: fc.Arbitrary<Strike> = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(hostileFragment, fc.nat()).map(([fragment, at]): Strike => ({ kind: 'insert', fragment, at })) },
  { weight: 1, arbitrary: hostileLeaf.map((value): Strike => ({ kind: 'replace', value })) },
);

/**
 * Bodies with exactly one field made hostile — a control or bidi character slipped into its
 * text, or a value of the wrong kind — and every other field as it was, so that a body valid
 * but for that field gets as far into the handler as it can.
 */
export function withOneHostileField(bodies: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(bodies, fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), strike).map(([body, picks, hit]) => {
    const path = walk(body, picks);
    const current = valueAt(body, path);
    if (hit.kind === 'replace') return replaceAt(body, path, hit.value);
    if (typeof current !== 'string') return replaceAt(body, path, hit.fragment);
    const at = hit.at % (current.length + 1);
    return replaceAt(body, path, current.slice(0, at) + hit.fragment + current.slice(at));
  });
}
