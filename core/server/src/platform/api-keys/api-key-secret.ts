import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** `otz_<prefix>_<secret>`: an 8-character prefix that finds the key, then 128 random bits. */
const keyPattern = /^otz_([A-Za-z0-9_-]{8})_([A-Za-z0-9_-]{22})$/;

export interface NewApiKeySecret {
  /** The whole key, shown once. */
  key: string;
  prefix: string;
  hash: string;
}

export function newApiKeySecret(): NewApiKeySecret {
  const prefix = randomBytes(6).toString('base64url');
  const key = `otz_${prefix}_${randomBytes(16).toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The prefix of a well-formed key, else null (nothing to look up). */
export function prefixOfApiKey(key: string): string | null {
  return keyPattern.exec(key)?.[1] ?? null;
}

/** Whether `key` is the one whose hash is stored, in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The key of an `Authorization: Bearer <key>` header, if any. */
export function bearerKeyOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
