import { describe, expect, it } from 'vitest';
import { redactSecrets } from './redact-secrets.js';

describe('redactSecrets', () => {
  it('masks the keys of every service an error message may quote', () => {
    const message = redactSecrets(
      'Incorrect API key provided: sk-proj-abcdefghijklmnop1234. Stripe sk_test_51Habcdefghijkl, whsec_abc123, SG.aaaaaaaaaaaa.bbbbbbbb, AIzaSyA1234567890abcdefghij, Authorization: Bearer xyz.123',
    );
    for (const secret of ['abcdefghijklmnop1234', '51Habcdefghijkl', 'abc123', 'aaaaaaaaaaaa', 'SyA1234567890', 'xyz.123']) {
      expect(message).not.toContain(secret);
    }
    expect(message).toContain('Incorrect API key provided');
  });

  it('leaves ordinary messages alone', () => {
    expect(redactSecrets('connect ECONNREFUSED 127.0.0.1:443')).toBe('connect ECONNREFUSED 127.0.0.1:443');
  });
});
