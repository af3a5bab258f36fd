import { ApiRequestError, serverFieldErrors } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { siteRefusal } from './siteRefusal';

describe('a site the server refused, shown under the addresses', () => {
  it('takes the message that names the site and the cause, and nothing else', () => {
    const unreachable = new ApiRequestError(400, 'NETWORK_ERROR', 'Não foi possível acessar 127.0.0.1:9: o servidor de 127.0.0.1:9 recusou a conexão.', {
      cause: 'refused',
    });
    expect(siteRefusal(unreachable)).toBe('Não foi possível acessar 127.0.0.1:9: o servidor de 127.0.0.1:9 recusou a conexão.');
    expect(siteRefusal(new ApiRequestError(400, 'INVALID_URL', 'Endereço não permitido: loopback address'))).toBe('Endereço não permitido: loopback address');
    // A refusal by field stays with its field; other errors are not about a site.
    const byField = new ApiRequestError(400, 'INVALID_URL', 'Dados inválidos', { fields: [{ path: 'urls.0', message: 'Endereço inválido.' }] });
    expect(siteRefusal(byField)).toBeNull();
    expect(serverFieldErrors(byField).get('urls')).toBe('Endereço inválido.');
    expect(siteRefusal(new ApiRequestError(429, 'RATE_LIMIT', 'Muitas auditorias'))).toBeNull();
    expect(siteRefusal(new Error('x'))).toBeNull();
  });
});
