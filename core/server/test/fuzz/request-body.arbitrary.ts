import fc from 'fast-check';
import { hostileJson, hostileString } from './hostile-values.arbitrary.js';
import { arbitraryFromJsonSchema, type JsonSchema, type SchemaArbitraryOptions } from './json-schema.arbitrary.js';

/** What one generated request carries: a JSON value to serialise, or raw bytes with their own type. */
export type FuzzBody = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | null; text: string };

const json = (value: unknown): FuzzBody => ({ kind: 'json', value });
const raw = (contentType: string | null, text: string): FuzzBody => ({ kind: 'raw', contentType, text });

/** Bodies that are not a JSON object: other types, malformed or empty JSON, bare values, absurd nesting. */
const oddBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  hostileString.map((text) => raw('text/plain', text)),
  fc.constantFrom(
    raw(null, ''),
    raw('application/json', ''),
    raw('text/plain', ''),
    raw('application/x-www-form-urlencoded', 'companyName=Acme&name=x&url=http%3A%2F%2F127.0.0.1'),
    raw('multipart/form-data; boundary=fuzz', '--fuzz\r\nContent-Disposition: form-data; name="companyName"\r\n\r\nAcme\r\n--fuzz--\r\n'),
    raw('application/xml', '<brand><companyName>Acme</companyName></brand>'),
    raw('application/json; charset=utf-16', '{}'),
    raw('application/json', '{"a":'),
    raw('application/json', "{'a': 1}"),
    raw('application/json', '{"a":1}}'),
    raw('application/json', '\u0000'),
    raw('application/json', '"texto"'),
    raw('application/json', '42'),
    raw('application/json', 'null'),
    raw('application/json', '[]'),
    raw('application/json', '{"a":"\\ud800"}'),
    raw('application/json', '{"a":"\\u0000"}'),
    raw('application/json', '{"__proto__":{"isAdmin":true}}'),
    raw('application/json', '{"a":1e999}'),
    raw('application/json', '{"a":123456789012345678901234567890}'),
  ),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => raw('application/json', `${'['.repeat(depth)}${']'.repeat(depth)}`)),
);

/**
 * Bodies for one route: mostly shaped by its schema (when it has one) with hostile values in
 * the fields, then arbitrary JSON, then bodies that are not JSON objects at all.
 */
export function requestBodyArbitrary(schema: JsonSchema | null, options: SchemaArbitraryOptions): fc.Arbitrary<FuzzBody> {
  const arbitraryJson = hostileJson.map(json);
  if (!schema) return fc.oneof({ weight: 1, arbitrary: arbitraryJson }, { weight: 1, arbitrary: oddBody });
  return fc.oneof(
    { weight: 6, arbitrary: arbitraryFromJsonSchema(schema, options).map(json) },
    { weight: 1, arbitrary: arbitraryJson },
    { weight: 1, arbitrary: oddBody },
  );
}
