import { describe, expect, it } from 'vitest';
import { mayHaveSession } from './sessionHint';

describe('mayHaveSession', () => {
  it('is true only with the server’s hint cookie, whatever else the page has', () => {
    expect(mayHaveSession('otimiza_signed_in=1')).toBe(true);
    expect(mayHaveSession('theme=dark; otimiza_signed_in=1; x=y')).toBe(true);
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('theme=dark; not_otimiza_signed_in=1')).toBe(false);
  });
});
