import { ApiRequestError } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { errorCode, fieldErrors, isNetworkError, serverMessage } from './apiErrors';

describe('reading API errors for the account pages', () => {
  it('groups the server field errors of a 400 VALIDATION_ERROR by field', () => {
    const error = new ApiRequestError(400, 'VALIDATION_ERROR', 'Dados inválidos', {
      fields: [
        { path: 'email', message: 'Email inválido' },
        { path: ['confirmPassword'], message: 'Senhas não coincidem' },
        { path: 'email', message: 'outro' },
        { message: 'sem campo' },
      ],
    });
    expect(fieldErrors(error)).toEqual([
      { name: 'email', errors: ['Email inválido', 'outro'] },
      { name: 'confirmPassword', errors: ['Senhas não coincidem'] },
    ]);
    expect(fieldErrors(new Error('x'))).toEqual([]);
  });

  it('uses the server message, and the fallback for network and non-JSON failures', () => {
    expect(serverMessage(new ApiRequestError(401, 'AUTHENTICATION_ERROR', 'Email ou senha incorretos'), 'fallback')).toBe('Email ou senha incorretos');
    const network = new ApiRequestError(0, 'NETWORK_ERROR', 'Failed to fetch');
    expect(serverMessage(network, 'fallback')).toBe('fallback');
    expect(isNetworkError(network)).toBe(true);
    expect(serverMessage(new ApiRequestError(502, 'API_ERROR', 'Server returned text/html instead of JSON.'), 'fallback')).toBe('fallback');
  });

  it('reads details.code', () => {
    expect(errorCode(new ApiRequestError(403, 'FORBIDDEN', 'E-mail não confirmado', { code: 'EMAIL_NOT_VERIFIED' }))).toBe('EMAIL_NOT_VERIFIED');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});
