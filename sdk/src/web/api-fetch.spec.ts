import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiFetch, apiRequest, handleSessionExpiry } from './api-fetch.js';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const denied = () => json(401, { error: { type: 'AUTHENTICATION_ERROR', message: 'Acesso negado', details: {} } });

/** Whether `promise` is still pending once every queued microtask and the next task have run. */
async function pending(promise: Promise<unknown>): Promise<boolean> {
  const marker = Symbol('pending');
  const settled = promise.then(
    () => 'settled',
    () => 'settled',
  );
  return (await Promise.race([settled, new Promise((resolve) => setTimeout(() => resolve(marker), 0))])) === marker;
}

describe('a 401 from the API (handled in one place, never shown as an error)', () => {
  let signedIn: boolean;
  let expired: ReturnType<typeof vi.fn<() => void>>;
  let uninstall: () => void;
  beforeEach(() => {
    signedIn = true;
    expired = vi.fn<() => void>(() => {
      signedIn = false;
    });
    uninstall = handleSessionExpiry({ hasSession: () => signedIn, expired });
  });
  afterEach(() => {
    uninstall();
    vi.unstubAllGlobals();
  });

  it('hands a call sent with a session to the host, and the call never settles, so no page shows an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => denied()),
    );
    const call = apiFetch('/api/bi/metrics');
    expect(await pending(call)).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);

    // A file download (PDF, export) too.
    signedIn = true;
    const download = apiRequest('/api/reports/pdf/1');
    expect(await pending(download)).toBe(true);
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('lets the call’s signal end it: a query removed when the session is cleared is cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => denied()),
    );
    const controller = new AbortController();
    const call = apiFetch('/api/cs/customers', { signal: controller.signal });
    expect(await pending(call)).toBe(true);
    const reason = new Error('removed');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });

  it('answers every call sent with a session, even one that comes back after the first 401 cleared it', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const first = apiFetch('/api/analyses');
    const answerFirst = answer;
    const second = apiFetch('/api/me/account');
    answerFirst(denied());
    expect(await pending(first)).toBe(true);
    answer(denied());
    expect(await pending(second)).toBe(true);
    // The host's handler is asked each time; it does its work once.
    expect(expired).toHaveBeenCalledTimes(2);
  });

  it('throws a 401 to a call sent without a session: a wrong password at login, a visitor’s checkout', async () => {
    signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { error: { type: 'AUTHENTICATION_ERROR', message: 'Email ou senha incorretos', details: {} } })),
    );
    const error = await apiFetch('/api/auth/login', { method: 'POST', json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, type: 'AUTHENTICATION_ERROR', message: 'Email ou senha incorretos' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('throws a 401 to a call that reads it itself (sessionExpiry: false), and when no host handles it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => denied()),
    );
    await expect(apiFetch('/api/auth/user', { sessionExpiry: false })).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    // sessionExpiry is not sent to fetch.
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).not.toHaveProperty('sessionExpiry');

    uninstall();
    await expect(apiFetch('/api/analyses')).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
  });

  it('leaves the other answers as they were: errors thrown with the server’s type, a failed connection as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(402, { error: { type: 'SUBSCRIPTION_REQUIRED', message: 'Plano Pro necessário', details: { feature: 'bi' } } })),
    );
    await expect(apiFetch('/api/bi/metrics')).rejects.toMatchObject({ status: 402, type: 'SUBSCRIPTION_REQUIRED', details: { feature: 'bi' } });
    expect((await apiRequest('/api/reports/pdf/1')).status).toBe(402);

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200, headers: { 'Content-Type': 'text/html' } })),
    );
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ type: 'API_ERROR', message: 'Server returned text/html instead of JSON. <html>' });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, type: 'NETWORK_ERROR', message: 'Failed to fetch' });
    expect(expired).not.toHaveBeenCalled();
  });

  it('sends JSON with the session cookie', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { ok: true })),
    );
    await expect(apiFetch('/api/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"a":1}',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });
});
