import type { LocalizedText } from '../shared/messages.js';
import { ApiError } from './api-error.js';

/** At most `points` consumes per key in each window of `windowSeconds` (a fixed window that starts at the first consume). */
export interface RateLimitRule {
  points: number;
  windowSeconds: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Consumes left in the current window after this one. */
  remaining: number;
  /** 0 when allowed; else the seconds until the window ends and the key may consume again. */
  retryAfterSeconds: number;
}

/**
 * Counting attempts per key, atomically across requests and replicas: consume first, then do the
 * work only when allowed. Keys are free text; start them with your feature, e.g.
 * `reports:run-now:<workspaceId>`. Provided by the core (PostgreSQL).
 */
export abstract class RateLimitPort {
  abstract consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Forgets the key's count, e.g. after a successful login. */
  abstract reset(key: string): Promise<void>;
}

/** 429 RATE_LIMIT for a refused consume; the core answers it with a `Retry-After` header. */
export function rateLimitError(decision: RateLimitDecision, message: LocalizedText): ApiError {
  return new ApiError('RATE_LIMIT', 429, message, { retryAfterSeconds: Math.max(1, decision.retryAfterSeconds) });
}
