import { describe, expect, it } from 'vitest';
import { freeCounter } from './freeCounter';

describe('freeCounter', () => {
  it('counts min(total analyses, 3) and the analyses left', () => {
    expect(freeCounter({ used: 0, limit: 3 })).toEqual({ count: 0, limit: 3, remaining: 3, full: false });
    expect(freeCounter({ used: 1, limit: 3 })).toEqual({ count: 1, limit: 3, remaining: 2, full: false });
    expect(freeCounter({ used: 3, limit: 3 })).toEqual({ count: 3, limit: 3, remaining: 0, full: true });
    expect(freeCounter({ used: 7, limit: 3 })).toEqual({ count: 3, limit: 3, remaining: 0, full: true });
  });

  it("uses the free plan's limit when the answer has none", () => {
    expect(freeCounter({ used: 2, limit: null })).toEqual({ count: 2, limit: 3, remaining: 1, full: false });
  });
});
