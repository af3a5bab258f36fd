import type { ApiUser } from '@otimiza/sdk/shared';
import { ApiRequestError } from '@otimiza/sdk/web';

/** A write refused because the session is the read-only investor demo (403 FORBIDDEN). */
export function isDemoWriteRefusal(error: unknown, user: ApiUser | null): error is ApiRequestError {
  return user?.mode === 'demo' && error instanceof ApiRequestError && error.status === 403 && error.type === 'FORBIDDEN';
}
