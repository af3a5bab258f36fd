import { describe, expect, it } from 'vitest';
import { ApiError, ZodValidationPipe } from '@otimiza/sdk/server';
import { createSiteAuditItemSchema } from '@otimiza/plugin-site-audit-shared';

/** The pipe `@ValidBody(createSiteAuditItemSchema)` runs on `POST /api/site-audit/items`. */
const pipe = new ZodValidationPipe(createSiteAuditItemSchema, 'body');

/** The first refused field of `body` and its message key, or null when the body passes. */
function refusal(body: unknown): { path: string; message: string } | null {
  try {
    pipe.transform(body);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).type).toBe('VALIDATION_ERROR');
    const fields = (error as ApiError).details?.['fields'] as { path: string; message: string }[];
    return fields[0] ?? null;
  }
}

describe('the body of POST /api/site-audit/items', () => {
  it('trims the name and defaults the description', () => {
    expect(pipe.transform({ name: '  Primeiro item  ' })).toEqual({ name: 'Primeiro item', description: '' });
  });

  it('refuses a missing or blank name', () => {
    expect(refusal({})).toEqual({ path: 'name', message: 'site-audit.nameRequired' });
    expect(refusal({ name: '   ' })).toEqual({ path: 'name', message: 'site-audit.nameRequired' });
  });

  it('refuses a name that is too long or not a single line', () => {
    expect(refusal({ name: 'x'.repeat(121) })).toEqual({ path: 'name', message: 'site-audit.nameTooLong' });
    expect(refusal({ name: 'duas\nlinhas' })).toEqual({ path: 'name', message: 'text.singleLine' });
  });

  it('refuses text the database cannot store, before the schema', () => {
    expect(refusal({ name: 'item\u0000' })).toEqual({ path: 'name', message: 'text.controlCharacter' });
  });

  it('refuses a description that is too long', () => {
    expect(refusal({ name: 'Item', description: 'x'.repeat(2001) })).toEqual({ path: 'description', message: 'site-audit.descriptionTooLong' });
  });
});
