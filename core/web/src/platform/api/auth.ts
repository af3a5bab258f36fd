import type { ApiUser, LoginPayload, RegisterPayload } from '@otimiza/sdk/shared';
import { apiFetch } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export interface RegisterResponse {
  user: ApiUser;
  requiresEmailVerification: boolean;
}

export interface MessageResponse {
  success: boolean;
  message: string;
}

export interface VerifyEmailResponse extends MessageResponse {
  email: string;
}

export const register = (payload: RegisterPayload) => apiFetch<RegisterResponse>('/api/auth/register', { method: 'POST', json: payload });

export const login = (payload: LoginPayload) => apiFetch<{ user: ApiUser }>('/api/auth/login', { method: 'POST', json: payload });

export const logout = () => apiFetch<{ success: boolean }>('/api/auth/logout', { method: 'POST' });

export const resendVerification = (email: string) => apiFetch<MessageResponse>('/api/auth/resend-verification', { method: 'POST', json: { email } });

/**
 * `POST /api/auth/verify-email` as a query keyed by the token: a token can be used once, and a
 * query runs once per key even when the page mounts twice (React's strict mode, a re-render).
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'verify-email', token],
    queryFn: () => apiFetch<VerifyEmailResponse>('/api/auth/verify-email', { method: 'POST', json: { token } }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
