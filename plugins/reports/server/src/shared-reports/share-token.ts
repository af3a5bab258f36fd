import { randomBytes } from 'node:crypto';

/** A capability token for a shared report link: 32 random bytes, base64url (43 characters), unguessable. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}
