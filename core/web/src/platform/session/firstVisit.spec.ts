import { describe, expect, it } from 'vitest';
import { sendsToRegistration } from './firstVisit';

const visit = { environment: 'production', brandedHost: false, signedIn: false, needsAccount: true, firstVisit: true } as const;

describe('a first-time visitor to the production host', () => {
  it('is sent to registration from a page that needs an account', () => {
    expect(sendsToRegistration(visit)).toBe(true);
  });

  it('only once, only in production, only as a visitor of a page that needs an account, and not on a white-label host', () => {
    expect(sendsToRegistration({ ...visit, firstVisit: false })).toBe(false);
    expect(sendsToRegistration({ ...visit, environment: 'development' })).toBe(false);
    expect(sendsToRegistration({ ...visit, environment: 'test' })).toBe(false);
    expect(sendsToRegistration({ ...visit, environment: null })).toBe(false);
    expect(sendsToRegistration({ ...visit, signedIn: true })).toBe(false);
    expect(sendsToRegistration({ ...visit, needsAccount: false })).toBe(false);
    expect(sendsToRegistration({ ...visit, brandedHost: true })).toBe(false);
  });
});
