import { describe, expect, it } from 'vitest';
import { ApiError, ZodValidationPipe } from '@otimiza/sdk/server';
import { create__PASCAL__ItemSchema } from '@otimiza/plugin-__ID__-shared';

/** The pipe `@ValidBody(create__PASCAL__ItemSchema)` runs on `POST /api/__ID__/items`. */
const pipe = new ZodValidationPipe(create__PASCAL__ItemSchema, 'body');

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

describe('the body of POST /api/__ID__/items', () => {
  it('trims the name and writes the address as the analysis plugin does', () => {
    expect(pipe.transform({ name: '  Primeiro item  ', url: ' exemplo.com.br ' })).toEqual({ name: 'Primeiro item', url: 'https://exemplo.com.br/' });
    expect(pipe.transform({ name: 'Loja', url: 'http://loja.exemplo.com.br/produtos#topo' })).toEqual({
      name: 'Loja',
      url: 'http://loja.exemplo.com.br/produtos',
    });
  });

  it('refuses a missing or blank name', () => {
    expect(refusal({ url: 'exemplo.com.br' })).toEqual({ path: 'name', message: '__ID__.nameRequired' });
    expect(refusal({ name: '   ', url: 'exemplo.com.br' })).toEqual({ path: 'name', message: '__ID__.nameRequired' });
  });

  it('refuses a name that is too long or not a single line', () => {
    expect(refusal({ name: 'x'.repeat(121), url: 'exemplo.com.br' })).toEqual({ path: 'name', message: '__ID__.nameTooLong' });
    expect(refusal({ name: 'duas\nlinhas', url: 'exemplo.com.br' })).toEqual({ path: 'name', message: 'text.singleLine' });
  });

  it('refuses a missing address and one that is not an http(s) address', () => {
    expect(refusal({ name: 'Item' })).toEqual({ path: 'url', message: '__ID__.urlRequired' });
    expect(refusal({ name: 'Item', url: '  ' })).toEqual({ path: 'url', message: '__ID__.urlRequired' });
    for (const url of ['ftp://exemplo.com.br/', 'exemplo', 'javascript:alert(1)', `https://exemplo.com.br/${'x'.repeat(2048)}`]) {
      expect(refusal({ name: 'Item', url })).toEqual({ path: 'url', message: '__ID__.urlInvalid' });
    }
  });

  it('refuses text the database cannot store, before the schema', () => {
    expect(refusal({ name: 'item\u0000', url: 'exemplo.com.br' })).toEqual({ path: 'name', message: 'text.controlCharacter' });
  });
});
