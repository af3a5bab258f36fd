import type { PlanId } from '@otimiza/sdk/shared';
import { queryDatabase } from '@otimiza/sdk/testing';

export interface SpawnedServerAccount {
  email: string;
  password: string;
  /** The session cookie (`name=value`) to send as `Cookie`. */
  cookie: string;
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/**
 * An account on a server spawned with `spawnServer` at `base` (`http://127.0.0.1:<port>`): registered through its API,
 * its e-mail marked verified in `databaseUrl` (no mailbox to read), its workspace on `plan` when given, and logged in.
 */
export async function signUpOnSpawnedServer(
  base: string,
  databaseUrl: string,
  { emailPrefix, password = 'senha-segura-123', plan }: { emailPrefix: string; password?: string; plan?: PlanId },
): Promise<SpawnedServerAccount> {
  const email = `${emailPrefix}-${Date.now()}@example.com`;
  await postJson(`${base}/api/auth/register`, { email, password, confirmPassword: password, firstName: 'Ana', lastName: 'Lima' });
  await queryDatabase(databaseUrl, `update core_user set email_verified_at = now() where email = $1`, [email]);
  if (plan) {
    await queryDatabase(
      databaseUrl,
      `update core_workspace set plan = $2 where id in (select m.workspace_id from core_membership m join core_user u on u.id = m.user_id where u.email = $1)`,
      [email, plan],
    );
  }
  const login = await postJson(`${base}/api/auth/login`, { email, password });
  return { email, password, cookie: login.headers.get('set-cookie')!.split(';')[0]! };
}

/** `POST /api/analyze` as `cookie` with `Prefer: respond-async` (answered 202 with the queued analysis's id). */
export function requestAnalysisAsync(base: string, cookie: string, body: { url: string; strategy?: 'mobile' | 'desktop' }): Promise<Response> {
  return postJson(`${base}/api/analyze`, body, { Prefer: 'respond-async', Cookie: cookie });
}
