import { ApiError } from '@otimiza/sdk/server';
import type { Request } from 'express';
import type { Identity } from './identity.service.js';

export type RequestWithIdentity = Request & { otimizaIdentity?: Identity | null };

/** The identity the access guard resolved from the session cookie; 401 without one. */
export function currentIdentity(request: RequestWithIdentity): Identity {
  const identity = request.otimizaIdentity;
  if (!identity) throw new ApiError('AUTHENTICATION_ERROR', 401, { pt: 'Acesso negado', en: 'Access denied' });
  return identity;
}
