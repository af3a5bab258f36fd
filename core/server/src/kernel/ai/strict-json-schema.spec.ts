import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictJsonSchema } from './strict-json-schema.js';

describe('strictJsonSchema', () => {
  it('closes every object and requires all its properties, nested ones too', () => {
    const schema = z.object({
      title: z.string(),
      items: z.array(z.object({ name: z.string(), priority: z.enum(['high', 'low']) })),
    });
    expect(strictJsonSchema(schema)).toEqual({
      type: 'object',
      properties: {
        title: { type: 'string' },
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, priority: { type: 'string', enum: ['high', 'low'] } },
            required: ['name', 'priority'],
            additionalProperties: false,
          },
        },
      },
      required: ['title', 'items'],
      additionalProperties: false,
    });
  });
});
