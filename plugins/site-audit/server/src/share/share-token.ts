import { randomBytes } from 'node:crypto';

/** A share link's capability token: 32 random bytes in base64url (43 characters), unguessable. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}
