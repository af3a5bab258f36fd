import { describe, expect, it } from 'vitest';
import { partnerBrand } from './partner-brand.js';

describe('partnerBrand', () => {
  it('is a brand a host would answer: a name, `#RRGGBB` colours, no logo, the product credited', () => {
    expect(partnerBrand.name).not.toBe('');
    expect([partnerBrand.primaryColor, partnerBrand.secondaryColor]).toEqual([
      expect.stringMatching(/^#[0-9A-F]{6}$/),
      expect.stringMatching(/^#[0-9A-F]{6}$/),
    ]);
    expect(partnerBrand.logoUrl).toBeNull();
    expect(partnerBrand.hideProductBrand).toBe(false);
  });
});
