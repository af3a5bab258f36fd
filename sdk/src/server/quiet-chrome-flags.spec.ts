import { describe, expect, it } from 'vitest';
import { quietChromeFlags } from './quiet-chrome-flags.js';

describe('quietChromeFlags', () => {
  it('are switches without a proxy, which each caller chooses', () => {
    expect(quietChromeFlags.every((flag) => flag.startsWith('--'))).toBe(true);
    expect(quietChromeFlags.some((flag) => flag.startsWith('--proxy'))).toBe(false);
    expect(quietChromeFlags).toContain('--headless=new');
  });
});
