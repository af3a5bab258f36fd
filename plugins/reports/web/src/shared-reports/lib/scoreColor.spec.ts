import { describe, expect, it } from 'vitest';
import { scoreBand } from './scoreColor';

describe('scoreBand', () => {
  it('follows the bands of spec 000 §9', () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreBand)).toEqual(['good', 'good', 'average', 'average', 'poor', 'poor']);
  });
});
