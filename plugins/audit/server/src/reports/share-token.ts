import { createHash, randomBytes } from 'node:crypto';

/** A capability token for a published report's public PDF: 32 random bytes, base64url (43 characters). */
export const newShareToken = () => randomBytes(32).toString('base64url');

/** What is stored of it: its SHA-256, so that a database read does not give the link away. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export const isShareTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
