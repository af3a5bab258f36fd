import { describe, expect, it } from 'vitest';
import { returnPathOf, withSessionId } from './return-urls.js';

const origin = 'https://app.otimiza.test';

describe('returnPathOf', () => {
  it('keeps the path and query of our own pages', () => {
    expect(returnPathOf('/payment-success?plan=pro', '/x')).toBe('/payment-success?plan=pro');
    expect(returnPathOf('/pricing', '/x')).toBe('/pricing');
    expect(returnPathOf('/reports?range=30d&q=a%20b', '/x')).toBe('/reports?range=30d&q=a%20b');
    expect(returnPathOf('/a/../pricing', '/x')).toBe('/pricing');
  });

  it('falls back on every address that is not a single-slash path of this site', () => {
    const refused = [
      '//evil.example/x',
      '///evil.example/x',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'https://evil.example/x',
      'https://app.otimiza.test//evil.example/x',
      'https://app.otimiza.test/\\evil.example/x',
      'http://localhost:3000/payment-success',
      'HTTPS://evil.example',
      '/%2F%2Fevil.example',
      '/%2f/evil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/%',
      '/\t/evil.example',
      '/\n/evil.example',
      '/ /evil.example',
      '\t//evil.example',
      ' //evil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/./\\evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript:alert(1)//x',
      'data:text/html,<script>alert(1)</script>',
      'payment-success',
      '?plan=pro',
      '#x',
      '',
    ];
    for (const given of refused) expect(returnPathOf(given, '/fallback'), JSON.stringify(given)).toBe('/fallback');
    expect(returnPathOf(undefined, '/fallback')).toBe('/fallback');
  });

  it('answers only paths that resolve to our origin with one leading slash', () => {
    const inputs = ['/payment-success?plan=pro', '//evil.example', '/\\evil', '/%2F%2Fevil', '/.//evil', 'https://evil.example/x', '/ok/./path?x=1'];
    for (const given of inputs) {
      const path = returnPathOf(given, '/fallback');
      expect(path).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, origin).origin).toBe(origin);
    }
  });
});

describe('withSessionId', () => {
  it('appends the session id, keeping Stripe’s template literal', () => {
    expect(withSessionId('/payment-success?plan=pro', '{CHECKOUT_SESSION_ID}')).toBe('/payment-success?plan=pro&session_id={CHECKOUT_SESSION_ID}');
    expect(withSessionId('/done', 'cs_1')).toBe('/done?session_id=cs_1');
  });
});
