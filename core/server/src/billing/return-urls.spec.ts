import { describe, expect, it } from 'vitest';
import { returnPathOf, withSessionId } from './return-urls.js';

describe('returnPathOf', () => {
  it('keeps the path and query of our own pages', () => {
    expect(returnPathOf('/payment-success?plan=pro', '/x')).toBe('/payment-success?plan=pro');
    expect(returnPathOf('http://localhost:3000/payment-success?plan=lite', '/x')).toBe('/payment-success?plan=lite');
  });

  it('re-roots another site on our address instead of redirecting there', () => {
    expect(returnPathOf('https://evil.example/steal?x=1', '/x')).toBe('/steal?x=1');
  });

  it('falls back on protocol-relative, scheme and relative addresses', () => {
    for (const given of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'payment-success', '']) {
      expect(returnPathOf(given, '/fallback')).toBe('/fallback');
    }
    expect(returnPathOf(undefined, '/fallback')).toBe('/fallback');
  });
});

describe('withSessionId', () => {
  it('appends the session id, keeping Stripe’s template literal', () => {
    expect(withSessionId('/payment-success?plan=pro', '{CHECKOUT_SESSION_ID}')).toBe('/payment-success?plan=pro&session_id={CHECKOUT_SESSION_ID}');
    expect(withSessionId('/done', 'cs_1')).toBe('/done?session_id=cs_1');
  });
});
