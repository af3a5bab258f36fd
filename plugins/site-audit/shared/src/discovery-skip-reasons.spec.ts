import { describe, expect, it } from 'vitest';
import { skipReasonNames } from './discovery-skip-reasons.js';

describe('skipReasonNames', () => {
  it('gives a known reason a short name for the PDF and a long one for the screen', () => {
    expect(skipReasonNames('off-origin')).toEqual({
      short: { pt: 'Em outro domínio', en: 'On another domain' },
      long: { pt: 'Em outro site (ou redirecionadas para outro site)', en: 'On another site (or redirected to one)' },
    });
  });

  it('knows no code it was not given, not even an object’s own property names', () => {
    expect(skipReasonNames('login-wall')).toBeUndefined();
    expect(skipReasonNames('toString')).toBeUndefined();
  });
});
