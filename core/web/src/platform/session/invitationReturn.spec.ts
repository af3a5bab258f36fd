import { describe, expect, it } from 'vitest';
import { clearReturnAfterVerification, invitationAuthSearch, readReturnAfterVerification, storeReturnAfterVerification } from './invitationReturn';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the way back to an invitation', () => {
  it('sends the invited address and the invitation, accepted on arrival, to the login and sign-up forms', () => {
    expect(invitationAuthSearch('abc/123', 'ana@example.com')).toEqual({ redirect: '/invite?token=abc%2F123&continue=1', email: 'ana@example.com' });
  });

  it('keeps the page to come back to across the e-mail verification, and only a path of this site', () => {
    const storage = memoryStorage();
    storeReturnAfterVerification('/invite?token=abc&continue=1', storage);
    expect(readReturnAfterVerification(storage)).toBe('/invite?token=abc&continue=1');
    clearReturnAfterVerification(storage);
    expect(readReturnAfterVerification(storage)).toBeNull();
    storeReturnAfterVerification('//evil.example/invite', storage);
    storeReturnAfterVerification(undefined, storage);
    expect(readReturnAfterVerification(storage)).toBeNull();
  });
});
