import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-fetch.js';
import { serverFieldErrors } from './server-field-errors.js';

describe('the server refusals by field', () => {
  it('keeps the first message of each top-level field and nothing from other errors', () => {
    const error = new ApiRequestError(400, 'VALIDATION_ERROR', 'Dados inválidos', {
      fields: [
        { path: 'urls.0', message: 'Endereço inválido.' },
        { path: 'urls.1', message: 'Outro.' },
        { path: 'name', message: 'Informe um nome.' },
        { path: '', message: 'Sem campo.' },
        { path: 'empty' },
      ],
    });
    expect([...serverFieldErrors(error)]).toEqual([
      ['urls', 'Endereço inválido.'],
      ['name', 'Informe um nome.'],
    ]);
    expect(serverFieldErrors(new ApiRequestError(400, 'INVALID_URL', 'x')).size).toBe(0);
    expect(serverFieldErrors(new Error('x')).size).toBe(0);
  });
});
