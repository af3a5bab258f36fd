import type { AccountMessageResponse, ForgotPasswordPayload, ResetPasswordPayload } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';

/** `POST /api/auth/forgot-password`: the same answer whether or not the e-mail has an account. */
export const requestPasswordReset = (payload: ForgotPasswordPayload) =>
  apiFetch<AccountMessageResponse>('/api/auth/forgot-password', { method: 'POST', json: payload });

/** `POST /api/auth/reset-password`: spends the e-mailed token; every session of the account ends. */
export const resetPassword = (payload: ResetPasswordPayload) => apiFetch<AccountMessageResponse>('/api/auth/reset-password', { method: 'POST', json: payload });
