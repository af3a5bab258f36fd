import fc from 'fast-check';
import { hostileString } from './hostile-values.arbitrary.js';

/** A path segment as a client would send it; text that cannot be percent-encoded goes as a broken escape. */
function segment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/**
 * The route's path with each `:param` filled: ids of the caller's own records (so the route
 * gets as far as the write) or of another workspace's, fresh uuids, or hostile text.
 */
export function requestPathArbitrary(path: string, ids: { own: readonly string[]; foreign: readonly string[] }): fc.Arbitrary<string> {
  const names = path.match(/:[A-Za-z_]+/g) ?? [];
  if (names.length === 0) return fc.constant(path);
  const value = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...ids.own) },
    { weight: 2, arbitrary: fc.constantFrom(...ids.foreign) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 2_000).map(segment) },
  );
  return fc.array(value, { minLength: names.length, maxLength: names.length }).map((values) => {
    let filled = path;
    values.forEach((item, index) => (filled = filled.replace(names[index]!, () => item)));
    return filled;
  });
}
