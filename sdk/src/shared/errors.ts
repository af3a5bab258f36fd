/** Error types. Every JSON error the API sends carries one of them. */
export const errorTypes = [
  'NETWORK_ERROR',
  'API_TIMEOUT',
  'RATE_LIMIT',
  'INVALID_URL',
  'AUTHENTICATION_ERROR',
  'SUBSCRIPTION_REQUIRED',
  'INTERNAL_ERROR',
  'PAGESPEED_ERROR',
  'DATABASE_ERROR',
  'API_KEY_REQUIRED',
  'API_UNAVAILABLE',
  'GENERAL_ERROR',
  'API_ERROR',
  'VALIDATION_ERROR',
  'NOT_FOUND',
  'FORBIDDEN',
] as const;

export type ErrorType = (typeof errorTypes)[number];

/** The one JSON shape of every error answer. */
export interface ApiErrorBody {
  error: {
    type: ErrorType;
    message: string;
    details?: Record<string, unknown>;
  };
}
