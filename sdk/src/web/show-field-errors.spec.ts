import { describe, expect, it, vi } from 'vitest';
import { showFieldErrors } from './show-field-errors.js';

interface Values {
  name: string;
  siteUrl: string;
}

describe('showFieldErrors', () => {
  it('sets the refusals of the named fields only, each beside its field', () => {
    const form = { setFields: vi.fn() };
    const fields = new Map([
      ['name', 'Nome já usado.'],
      ['workspaceId', 'Espaço desconhecido.'],
    ]);

    showFieldErrors<Values>(form, fields, ['name', 'urls']);

    expect(form.setFields).toHaveBeenCalledExactlyOnceWith([{ name: 'name', errors: ['Nome já usado.'] }]);
  });

  it('puts a refusal under the form field the mapping gives', () => {
    const form = { setFields: vi.fn() };

    showFieldErrors<Values>(form, new Map([['urls', 'Endereço inacessível.']]), ['urls'], (name) => (name === 'urls' ? 'siteUrl' : name));

    expect(form.setFields).toHaveBeenCalledExactlyOnceWith([{ name: 'siteUrl', errors: ['Endereço inacessível.'] }]);
  });

  it('sets no field when the server named none', () => {
    const form = { setFields: vi.fn() };

    showFieldErrors<Values>(form, new Map(), ['name']);

    expect(form.setFields).toHaveBeenCalledExactlyOnceWith([]);
  });
});
