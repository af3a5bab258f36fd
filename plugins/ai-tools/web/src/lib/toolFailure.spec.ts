import { ApiRequestError } from '@otimiza/sdk/web';
import { describe, expect, it } from 'vitest';
import { toolFailure } from './toolFailure';

describe('toolFailure', () => {
  it('sends a plan without the tool to the upgrade card', () => {
    expect(toolFailure(new ApiRequestError(402, 'SUBSCRIPTION_REQUIRED', 'Recurso do plano Enterprise'))).toEqual({
      kind: 'upgrade',
      message: 'Recurso do plano Enterprise',
    });
  });

  it('tells the analyses limit apart, with what the audits need', () => {
    const error = new ApiRequestError(402, 'SUBSCRIPTION_REQUIRED', 'Monthly limit of analyses exceeded. Upgrade to continue.', { needed: 3, remaining: 1 });
    expect(toolFailure(error)).toEqual({ kind: 'limit', message: 'Monthly limit of analyses exceeded. Upgrade to continue.', needed: 3, remaining: 1 });
  });

  it('reads a 404 as a URL without an analysis, and keeps the server’s reason', () => {
    expect(toolFailure(new ApiRequestError(404, 'NOT_FOUND', 'Analise a página primeiro'))).toEqual({
      kind: 'no-analysis',
      message: 'Analise a página primeiro',
    });
  });

  it('separates network failures, invalid input and the rest', () => {
    expect(toolFailure(new ApiRequestError(0, 'NETWORK_ERROR', 'Failed to fetch')).kind).toBe('network');
    expect(toolFailure(new ApiRequestError(400, 'INVALID_URL', 'URL inválida')).kind).toBe('invalid');
    expect(toolFailure(new ApiRequestError(502, 'API_ERROR', 'Falha ao analisar concorrentes'))).toEqual({
      kind: 'other',
      message: 'Falha ao analisar concorrentes',
    });
    expect(toolFailure(new Error('boom'))).toEqual({ kind: 'other', message: 'boom' });
  });
});
