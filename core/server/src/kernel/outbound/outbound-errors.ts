import { ApiError, type OutboundFailureCause } from '@otimiza/sdk/server';

/** A user-supplied target the safe-outbound rules refuse; answered as 400 INVALID_URL. */
export class OutboundBlockedError extends ApiError {
  constructor(reason: string, details: Record<string, unknown> = {}) {
    super('INVALID_URL', 400, { pt: `Endereço não permitido: ${reason}`, en: `Address not allowed: ${reason}` }, { reason, ...details });
  }
}

/** The target did not answer within the limits (time, bytes, redirects); `cause` says why when known (SDK `outboundFailureCause`). */
export class OutboundLimitError extends ApiError {
  constructor(type: 'API_TIMEOUT' | 'NETWORK_ERROR', status: number, message: { pt: string; en: string }, cause: OutboundFailureCause | null = null) {
    super(type, status, message, cause ? { cause } : undefined);
  }
}
