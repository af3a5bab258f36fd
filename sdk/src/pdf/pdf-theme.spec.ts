import { describe, expect, it } from 'vitest';
import { scoreBand } from './pdf-theme.js';

describe('scoreBand', () => {
  it('is green from 90, yellow from 70 to 89, red below 70', () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreBand)).toEqual(['good', 'good', 'average', 'average', 'poor', 'poor']);
  });
});
