import { describe, expect, it } from 'vitest';
import { roundEta } from './eta';

describe('roundEta', () => {
  it('says "less than a minute" below 60 s, and for a figure that is not a time', () => {
    expect(roundEta(0)).toEqual({ kind: 'under-minute' });
    expect(roundEta(59)).toEqual({ kind: 'under-minute' });
    expect(roundEta(-5)).toEqual({ kind: 'under-minute' });
    expect(roundEta(Number.NaN)).toEqual({ kind: 'under-minute' });
  });

  it('rounds to the minute below an hour', () => {
    expect(roundEta(60)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(roundEta(170)).toEqual({ kind: 'minutes', minutes: 3 });
    expect(roundEta(209)).toEqual({ kind: 'minutes', minutes: 3 });
    expect(roundEta(3569)).toEqual({ kind: 'minutes', minutes: 59 });
  });

  it('rounds to five minutes from an hour on, carrying into the hours', () => {
    expect(roundEta(3600)).toEqual({ kind: 'hours', hours: 1, minutes: 0 });
    expect(roundEta(4800)).toEqual({ kind: 'hours', hours: 1, minutes: 20 });
    expect(roundEta(4850)).toEqual({ kind: 'hours', hours: 1, minutes: 20 });
    expect(roundEta(7140)).toEqual({ kind: 'hours', hours: 2, minutes: 0 });
  });
});
