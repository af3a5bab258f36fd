import { describe, expect, it } from 'vitest';
import { apiKeyMatches, bearerKeyOf, hashApiKey, newApiKeySecret, prefixOfApiKey } from './api-key-secret.js';

describe('API key secrets', () => {
  it('are a prefix and 128 random bits, kept as a hash only', () => {
    const created = newApiKeySecret();
    expect(created.key).toMatch(/^otz_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{22}$/);
    expect(prefixOfApiKey(created.key)).toBe(created.prefix);
    expect(created.hash).toBe(hashApiKey(created.key));
    expect(created.hash).not.toContain(created.key.slice(13));
    expect(newApiKeySecret().key).not.toBe(created.key);
  });

  it('match only the stored hash, and a malformed key has no prefix', () => {
    const created = newApiKeySecret();
    expect(apiKeyMatches(created.key, created.hash)).toBe(true);
    expect(apiKeyMatches(`${created.key.slice(0, -1)}x`, created.hash)).toBe(false);
    expect(prefixOfApiKey('otz_short')).toBeNull();
    expect(prefixOfApiKey(`${created.key}\u0000`)).toBeNull();
  });

  it('come from a Bearer header only', () => {
    expect(bearerKeyOf('Bearer otz_abc')).toBe('otz_abc');
    expect(bearerKeyOf('bearer  otz_abc ')).toBe('otz_abc');
    expect(bearerKeyOf('Basic dXNlcg==')).toBeNull();
    expect(bearerKeyOf(undefined)).toBeNull();
  });
});
