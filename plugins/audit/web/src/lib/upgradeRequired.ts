import { ApiRequestError } from '@otimiza/sdk/web';

/** Whether an error says the plan does not include the feature (402/403 SUBSCRIPTION_REQUIRED). */
export function isUpgradeRequired(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 402 || error.type === 'SUBSCRIPTION_REQUIRED');
}
