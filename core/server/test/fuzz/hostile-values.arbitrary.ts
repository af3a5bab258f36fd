import fc from 'fast-check';

/** C0 (but tab, LF, CR), DEL and C1: what the body check must refuse in every string. */
const controlCharacters = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F'];
const bidiControls = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const loneSurrogates = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
const awkward = ['\t', '\n', '\r\n', '\u2028', '\u2029', '\uFEFF', '\u200B', '\u00A0', 'İ', 'ß', '😀', '👩‍👩‍👧', 'é', 'ـ'];
const injections = [
  "'",
  '"',
  '\\',
  '%',
  '%00',
  '\\u0000',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "' or 1=1 --",
  '?',
  '$1',
  ':id',
  '\r\nX-Injected: 1',
  'USER root\r\nDELE /',
];
const specialWords = [
  '',
  ' ',
  'null',
  'undefined',
  'true',
  'false',
  '0',
  '-1',
  'NaN',
  'Infinity',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '[]',
  '{}',
];

/**
 * One piece of text that should never pass, or should pass untouched: NUL first (PostgreSQL
 * refuses it in text), then the other controls, bidi characters and broken surrogates.
 */
export const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('\u0000') },
  { weight: 3, arbitrary: fc.constantFrom(...controlCharacters) },
  { weight: 2, arbitrary: fc.constantFrom(...bidiControls) },
  { weight: 2, arbitrary: fc.constantFrom(...loneSurrogates) },
  { weight: 1, arbitrary: fc.constantFrom(...awkward, ...injections) },
);

/** Strings built to break things: control and bidi characters, broken Unicode, injections, very long text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), hostileFragment, fc.string({ maxLength: 12 }))
      .map(([before, fragment, after]) => before + fragment + after),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...specialWords) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '\u202E', '\u0000', '😀'), fc.integer({ min: 1_000, max: 300_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** Numbers past every limit a field might have: huge, negative, fractional, beyond 2^53 and past Date's range. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, -0, 0, 0.5, -0.5, 2 ** 31, -(2 ** 31), 2 ** 53 + 2, -(2 ** 53) - 2, 1e21, -1e21, 8.64e15, 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Nested arrays or objects `depth` levels deep, beyond what any schema expects. */
export const deepNesting: fc.Arbitrary<unknown> = fc.tuple(fc.integer({ min: 20, max: 400 }), fc.boolean()).map(([depth, asArrays]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = asArrays ? [value] : { a: value };
  return value;
});

/** An object with an own `__proto__` key, as JSON.parse makes it from a body. */
export const protoObject: fc.Arbitrary<unknown> = fc
  .constantFrom('{"__proto__":{"isAdmin":true,"plan":"enterprise"}}', '{"constructor":{"prototype":{"polluted":true}}}', '{"__proto__":null}')
  .map((text) => JSON.parse(text) as unknown);

const hostileKey = fc.oneof(
  fc.string({ maxLength: 10 }),
  hostileString.filter((key) => key.length < 200),
  fc.constantFrom('__proto__', 'constructor', 'prototype'),
);

/** Any JSON value, with hostile strings, numbers and keys among the ordinary ones. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A value of the wrong kind for whatever field it lands in. */
export const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: protoObject },
  { weight: 1, arbitrary: hostileJson },
);
