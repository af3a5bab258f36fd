/** The external services whose health the instance reports (`GET /api/health/check-apis`). */
export type ExternalService = 'openai' | 'stripe' | 'sendgrid' | 'pagespeed';

/**
 * Where a call to an external service reports how it went, so the health card can show the last
 * error seen in real use. Errors are stored as short messages, never with a secret.
 */
export abstract class ServiceStatusPort {
  abstract recordSuccess(service: ExternalService): Promise<void>;
  abstract recordError(service: ExternalService, error: unknown): Promise<void>;
}
