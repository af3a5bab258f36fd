import { describe, expect, it } from 'vitest';
import { returnLocation, safeReturnPath } from './returnPath';

describe('the page to come back to after logging in', () => {
  it('accepts only paths of this site', () => {
    expect(safeReturnPath('/ai-tools?tool=content')).toBe('/ai-tools?tool=content');
    expect(safeReturnPath('/business-intelligence')).toBe('/business-intelligence');
    for (const value of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', undefined, 3, '/a\nb']) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });

  it('never comes back to the login pages themselves', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login?redirect=/x')).toBeNull();
    expect(safeReturnPath('/auth/login')).toBeNull();
    expect(safeReturnPath('/register')).toBeNull();
    expect(safeReturnPath('/loginhelp')).toBe('/loginhelp');
  });

  it('splits a path into the router’s path and search', () => {
    expect(returnLocation('/ai-tools?tool=content&url=https%3A%2F%2Fa.com%2F')).toEqual({
      to: '/ai-tools',
      search: { tool: 'content', url: 'https://a.com/' },
    });
    expect(returnLocation('/pricing')).toEqual({ to: '/pricing', search: {} });
  });
});
