import { returnPathParam, safeReturnPath } from './returnPath';

/** The search param of /login and /register that carries the invited address, shown read-only. */
export const invitedEmailParam = 'email';
/** The search param of /invite that accepts the invitation on arrival (back from logging in). */
export const acceptOnArrivalParam = 'continue';

const storageKey = 'returnAfterVerification';

/** /invite for a token; `acceptOnArrival`: the way back after logging in, which accepts at once. */
export function invitationPath(token: string, acceptOnArrival = false): string {
  return `/invite?token=${encodeURIComponent(token)}${acceptOnArrival ? `&${acceptOnArrivalParam}=1` : ''}`;
}

/** The search of the invitation's 'Fazer Login' and 'Criar Conta' buttons: the invited address, and the invitation to come back to. */
export function invitationAuthSearch(token: string, email: string): Record<string, string> {
  return { [returnPathParam]: invitationPath(token, true), [invitedEmailParam]: email };
}

/**
 * A sign-up goes through the e-mail's verification link (maybe in another tab) before the first
 * login: the page to come back to waits in the browser until then. Only a path of this site is kept.
 */
export function storeReturnAfterVerification(path: string | undefined, storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  const safe = safeReturnPath(path);
  if (!safe || !storage) return;
  try {
    storage.setItem(storageKey, safe);
  } catch {
    // Storage unavailable: the invitation link in the e-mail still leads back.
  }
}

export function readReturnAfterVerification(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): string | null {
  try {
    return safeReturnPath(storage?.getItem(storageKey));
  } catch {
    return null;
  }
}

export function clearReturnAfterVerification(storage: Pick<Storage, 'removeItem'> | undefined = safeStorage()): void {
  try {
    storage?.removeItem(storageKey);
  } catch {
    // Nothing kept.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
