import { ApiError } from '@otimiza/sdk/server';
import { describe, expect, it } from 'vitest';
import { AnalysisFailure, analysisFailures, failureIn, failureOfColumns, storedFailureFor, storedFailureOf } from './analysis-failure.js';

describe('analysis failures in the reader’s language', () => {
  it('stores a named failure with its code and both texts, and answers it in either', () => {
    const timeout = new AnalysisFailure('audit-timeout');
    expect(timeout.getStatus()).toBe(408);
    const stored = storedFailureOf(timeout);
    expect(stored).toEqual({ type: 'API_TIMEOUT', code: 'audit-timeout', messages: analysisFailures['audit-timeout'].message });
    expect(failureIn(stored, 'pt')).toEqual({
      type: 'API_TIMEOUT',
      code: 'audit-timeout',
      message: 'A análise expirou. O site pode estar demorando para responder.',
    });
    expect(failureIn(stored, 'en')).toEqual({ type: 'API_TIMEOUT', code: 'audit-timeout', message: 'Analysis timed out. The website may be slow to respond.' });
  });

  it('lets a named failure answer with another type, as the audit of an unreachable page does', () => {
    const error = new AnalysisFailure('page-unreachable', { type: 'PAGESPEED_ERROR', details: { lighthouse: 'ERRORED_DOCUMENT_REQUEST' } });
    expect(error.body.error).toMatchObject({ type: 'PAGESPEED_ERROR', details: { lighthouse: 'ERRORED_DOCUMENT_REQUEST' } });
    expect(error.bodyIn('en').error.message).toBe('Unable to analyze this URL. Please verify the URL is accessible');
  });

  it('keeps the two texts of an error that has no code of its own', () => {
    const blocked = new ApiError('INVALID_URL', 400, { pt: 'Endereço não permitido: privado', en: 'Address not allowed: private' });
    const stored = storedFailureOf(blocked);
    expect(stored.code).toBeNull();
    const read = failureOfColumns({ type: stored.type, code: stored.code, messages: stored.messages, message: stored.messages.en });
    expect(failureIn(read, 'pt')?.message).toBe('Endereço não permitido: privado');
    expect(failureIn(read, 'en')?.message).toBe('Address not allowed: private');
  });

  it('reads rows stored before codes: our English texts by their code, anything else as it is', () => {
    const interrupted = failureOfColumns({ type: 'API_UNAVAILABLE', code: null, messages: null, message: analysisFailures.interrupted.message.en });
    expect(failureIn(interrupted, 'pt')).toEqual({ type: 'API_UNAVAILABLE', code: 'interrupted', message: analysisFailures.interrupted.message.pt });
    const expired = failureOfColumns({ type: 'API_UNAVAILABLE', code: null, messages: null, message: analysisFailures['expired-in-queue'].message.en });
    expect(failureIn(expired, 'pt')?.message).toContain('minutos na fila');
    const other = failureOfColumns({ type: 'NETWORK_ERROR', code: null, messages: null, message: 'socket hang up' });
    expect(failureIn(other, 'pt')).toEqual({ type: 'NETWORK_ERROR', code: null, message: 'socket hang up' });
    expect(failureOfColumns({ type: null, code: null, messages: null, message: null })).toBeNull();
  });

  it('gives the sweeper’s failures their code and texts', () => {
    expect(storedFailureFor('expired-in-queue')).toEqual({
      type: 'API_UNAVAILABLE',
      code: 'expired-in-queue',
      messages: analysisFailures['expired-in-queue'].message,
    });
  });
});
