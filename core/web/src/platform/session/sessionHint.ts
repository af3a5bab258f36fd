/**
 * The server's `otimiza_signed_in` cookie, set and cleared with the session (whose own cookie is
 * HttpOnly): without it no session can exist, so there is no need to ask `GET /api/auth/user`.
 */
const hintCookie = 'otimiza_signed_in';

export function mayHaveSession(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${hintCookie}=`));
}

/** The session turned out to be gone (expired, or ended elsewhere): stop asking on every page. */
export function forgetSessionHint(): void {
  document.cookie = `${hintCookie}=; Max-Age=0; Path=/; SameSite=Lax`;
}
