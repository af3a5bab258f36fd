import { ApiRequestError } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { startFailure } from './startFailure';

describe('startFailure', () => {
  it('puts a refused address under the address field, whether the schema or the address check refused it', () => {
    const schema = new ApiRequestError(400, 'VALIDATION_ERROR', 'Informe o endereço do site.', {
      source: 'body',
      fields: [{ path: 'url', message: 'Informe o endereço do site.' }],
    });
    expect(startFailure(schema)).toEqual({ kind: 'field', field: 'url', message: 'Informe o endereço do site.' });
    const refused = new ApiRequestError(400, 'INVALID_URL', 'Endereços de rede privada não podem ser auditados.');
    expect(startFailure(refused)).toEqual({ kind: 'field', field: 'url', message: 'Endereços de rede privada não podem ser auditados.' });
  });

  it('puts a refused sample size under its own field', () => {
    const error = new ApiRequestError(400, 'VALIDATION_ERROR', 'Pages per template go from 1 to 50.', {
      fields: [{ path: 'samplePerGroup', message: 'Pages per template go from 1 to 50.' }],
    });
    expect(startFailure(error)).toMatchObject({ kind: 'field', field: 'samplePerGroup' });
  });

  it('shows a 400 about no field of the form as an alert', () => {
    const error = new ApiRequestError(400, 'VALIDATION_ERROR', 'Corpo inválido', { fields: [{ path: 'strategy', message: 'x' }] });
    expect(startFailure(error)).toEqual({ kind: 'other', message: 'Corpo inválido' });
  });

  it('tells the plan’s refusal (402) from the month’s limit (429)', () => {
    expect(startFailure(new ApiRequestError(402, 'SUBSCRIPTION_REQUIRED', 'Só no Enterprise.'))).toEqual({ kind: 'upgrade', message: 'Só no Enterprise.' });
    expect(startFailure(new ApiRequestError(429, 'RATE_LIMIT', '10 de 10 auditorias este mês.'))).toEqual({
      kind: 'monthly-limit',
      message: '10 de 10 auditorias este mês.',
    });
  });

  it('keeps the message of a network failure or an unexpected error', () => {
    expect(startFailure(new ApiRequestError(0, 'NETWORK_ERROR', 'Failed to fetch'))).toEqual({ kind: 'other', message: 'Failed to fetch' });
    expect(startFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
