import fc from 'fast-check';
import { hostileJson, hostileLeaf, hostileString } from './hostile-values.arbitrary.js';
import { withOneHostileField } from './one-hostile-field.arbitrary.js';

/** The JSON Schema keywords `z.toJSONSchema` emits for the API's body schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

export interface SchemaArbitraryOptions {
  /** Ids of records (the caller's own and another workspace's), offered to every uuid field. */
  recordIds: readonly string[];
  /**
   * The route's own validation (its zod schema): ordinary bodies are picked among those it
   * accepts, since a JSON Schema cannot say everything (refinements, pipes, equal fields).
   */
  accepts?: (value: unknown) => boolean;
}

/** Candidates drawn per ordinary body; the first one the route's schema accepts is kept. */
const CANDIDATES = 8;

/** `clean`: every field of its schema's shape, so the handler runs; `hostile`: some fields hostile. */
type Mode = 'clean' | 'hostile';

interface Context extends SchemaArbitraryOptions {
  root: JsonSchema;
  mode: Mode;
}

/**
 * Pages and hosts for fields that name one: loopback, private, metadata and public addresses.
 * None may be reached: the safe-outbound policy refuses the private ones, and the spec answers
 * every DNS name with loopback.
 */
const addresses = fc.constantFrom(
  'http://127.0.0.1:9/',
  'https://localhost/pagina',
  'http://[::1]/',
  'http://0.0.0.0/',
  'http://10.0.0.1/admin',
  'http://192.168.0.1/',
  'http://169.254.169.254/latest/meta-data/',
  'https://example.com/',
  'exemplo.com.br',
  '127.0.0.1',
  'ftp://127.0.0.1/',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'http://user:senha@127.0.0.1:6379/',
);
const hosts = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('relatorios.exemplo.com.br', 'exemplo.com.br', 'ftp.exemplo.com.br', 'metadata.google.internal') },
  { weight: 1, arbitrary: fc.constantFrom('localhost', '127.0.0.1', '10.0.0.1', '::1') },
);
const emails = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 9999 }).map((n) => `fuzz-${n}@example.com`) },
  { weight: 1, arbitrary: fc.constantFrom('a@b', '@example.com', 'x@[127.0.0.1]', 'ÇÃO@exemplo.com.br', 'a\u202Eb@example.com') },
);
/** A 1×1 PNG, or text that only looks like an image. */
const images = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constant('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  },
  { weight: 1, arbitrary: fc.constantFrom('data:image/gif;base64,R0lGODlhAQABAAAAACw=', 'https://example.com/logo.png') },
);

const hostKey = /host|domain/i;
const addressKey = /url|competitor|website|site/i;
const emailKey = /e-?mail|recipient/i;
const imageKey = /logo|image|icon/i;

const SAFE_MIN = Number.MIN_SAFE_INTEGER;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;

function plainString(schema: JsonSchema, key: string, options: Context): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...options.recordIds), fc.uuid());
  if (schema.format === 'uri' || addressKey.test(key)) return addresses;
  if (hostKey.test(key)) return hosts;
  if (imageKey.test(key)) return images;
  if (schema.format === 'email' || emailKey.test(key)) return emails;
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  return fc.string({ unit: 'grapheme', minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength });
}

function shaped(schema: JsonSchema, key: string, context: Context, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileLeaf;
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/\$defs\//, '');
    const target = schema.$ref === '#' ? context.root : context.root.$defs?.[name];
    return target ? node(target, key, context, depth + 1) : hostileJson;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length) return fc.oneof(...branches.map((branch) => node(branch, key, context, depth + 1)));
  if (schema.allOf?.length) return node(schema.allOf[0]!, key, context, depth + 1);
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => shaped({ ...schema, type }, key, context, depth)));
  switch (schema.type) {
    case 'string':
      return plainString(schema, key, context);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1_000_000, SAFE_MIN), max: Math.min(schema.maximum ?? 1_000_000, SAFE_MAX) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? node(schema.items, key, context, depth + 1) : hostileJson, {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
      return objectOf(schema, context, depth);
    default:
      return hostileJson;
  }
}

/** `confirmPassword` repeats `password`: a form's confirmation field, or the body never gets past it. */
function withConfirmations(body: Record<string, unknown>): Record<string, unknown> {
  const confirmed = { ...body };
  for (const key of Object.keys(body)) {
    const original = /^confirm(.+)$/.exec(key)?.[1];
    const sibling = original && Object.keys(body).find((name) => name.toLowerCase() === original.toLowerCase());
    if (sibling) confirmed[key] = body[sibling];
  }
  return confirmed;
}

/**
 * The schema's properties. Hostile mode also leaves required ones out now and then and adds
 * hostile extra keys (`__proto__` among them).
 */
function objectOf(schema: JsonSchema, context: Context, depth: number): fc.Arbitrary<unknown> {
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, node(field, name, context, depth + 1)]));
  const complete = fc.record(fields, { requiredKeys: schema.required ?? [] }).map((body) => withConfirmations(body as Record<string, unknown>));
  if (context.mode === 'clean') return complete;
  const partial = fc.record(fields, { requiredKeys: [] });
  const extra = fc.option(
    fc.dictionary(fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'workspaceId')), hostileLeaf, { maxKeys: 2 }),
    { freq: 4 },
  );
  // Spread, not Object.assign: a `__proto__` key stays an own property, as JSON.parse makes it.
  return fc.tuple(fc.oneof({ weight: 4, arbitrary: complete }, { weight: 1, arbitrary: partial }), extra).map(([body, more]) => ({ ...body, ...(more ?? {}) }));
}

/** A field: of its schema's shape, or in hostile mode now and then a hostile value of any kind. */
function node(schema: JsonSchema, key: string, context: Context, depth: number): fc.Arbitrary<unknown> {
  const ordinary = shaped(schema, key, context, depth);
  if (context.mode === 'clean') return ordinary;
  const hostile = schema.type === 'string' ? fc.oneof(hostileString, hostileLeaf) : hostileLeaf;
  return fc.oneof({ weight: 4, arbitrary: ordinary }, { weight: 1, arbitrary: hostile });
}

/**
 * Values for a request body from its JSON Schema: of the schema's shape with ordinary values;
 * the same with one field made hostile; or with hostile values and keys mixed in anywhere.
 */
export function arbitraryFromJsonSchema(schema: JsonSchema, options: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const candidates = shaped(schema, '', { ...options, root: schema, mode: 'clean' }, 0);
  const accepts = options.accepts;
  const clean = accepts
    ? fc.array(candidates, { minLength: CANDIDATES, maxLength: CANDIDATES }).map((drawn) => drawn.find((body) => accepts(body)) ?? drawn[0])
    : candidates;
  return fc.oneof(
    { weight: 1, arbitrary: clean },
    { weight: 4, arbitrary: withOneHostileField(clean) },
    { weight: 1, arbitrary: shaped(schema, '', { ...options, root: schema, mode: 'hostile' }, 0) },
  );
}
