import type {
  AccountMessageResponse,
  AccountOverview,
  ChangeEmailPayload,
  ChangePasswordPayload,
  DeleteAccountPayload,
  EmailChangeResponse,
  Language,
} from '@otimiza/sdk/shared';
import { ApiRequestError, apiFetch, apiRequest } from '@otimiza/sdk/web';
import { queryOptions } from '@tanstack/react-query';

export const accountQueryKey = ['me', 'account'] as const;

/** `GET /api/me/account`: the account page's profile, pending e-mail, subscription and what a deletion removes. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => apiFetch<AccountOverview>('/api/me/account', { signal }),
    retry: false,
  });

export const changePassword = (payload: ChangePasswordPayload) => apiFetch<AccountMessageResponse>('/api/me/password', { method: 'POST', json: payload });

export const changeEmail = (payload: ChangeEmailPayload) => apiFetch<EmailChangeResponse>('/api/me/email', { method: 'POST', json: payload });

/** `PUT /api/me/language`: the account keeps the interface language; its e-mails are written in it. */
export const saveLanguage = (language: Language) => apiFetch<{ language: Language }>('/api/me/language', { method: 'PUT', json: { language } });

export const deleteAccount = (payload: DeleteAccountPayload) => apiFetch<AccountMessageResponse>('/api/me', { method: 'DELETE', json: payload });

/**
 * `GET /api/me/data-export` as a file: the ZIP and the name the server gave it. Errors (a 429)
 * come as the API's JSON and are thrown as ApiRequestError like every other call.
 */
export async function downloadAccountData(): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('/api/me/data-export');
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('application/zip')) {
    const body = (await response.json().catch(() => null)) as { error?: { type?: string; message?: string; details?: Record<string, unknown> } } | null;
    throw new ApiRequestError(response.status, (body?.error?.type as never) ?? 'API_ERROR', body?.error?.message ?? `${response.status}`, body?.error?.details);
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'otimiza-dados.zip';
  return { blob: await response.blob(), fileName };
}
