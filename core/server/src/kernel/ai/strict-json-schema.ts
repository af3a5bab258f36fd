import { z } from 'zod';

type Schema = Record<string, unknown>;

/**
 * A zod schema as the JSON Schema OpenAI's strict structured outputs accept: every object closed
 * (`additionalProperties: false`) with all its properties required.
 */
export function strictJsonSchema(schema: z.ZodType): Schema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Schema;
  delete json['$schema'];
  return closeObjects(json) as Schema;
}

function closeObjects(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(closeObjects);
  if (!node || typeof node !== 'object') return node;
  const result: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) result[key] = closeObjects(value);
  if (result['type'] === 'object' && result['properties'] && typeof result['properties'] === 'object') {
    result['additionalProperties'] = false;
    result['required'] = Object.keys(result['properties'] as Schema);
  }
  return result;
}
