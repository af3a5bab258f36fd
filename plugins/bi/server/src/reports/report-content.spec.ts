import { describe, expect, it } from 'vitest';
import { forecastPeriod } from './report-content.js';

describe('forecastPeriod', () => {
  it('names a monthly forecast by its month, in the reader’s language', () => {
    const march = { start: '2027-03-01', end: '2027-03-31' };
    expect(forecastPeriod(march, 'month', 'pt')).toBe('mar. de 2027');
    expect(forecastPeriod(march, 'month', 'en')).toBe('Mar 2027');
  });

  it('names a 30-day forecast by the day its window ends, in UTC', () => {
    const window = { start: '2027-02-01', end: '2027-03-02' };
    expect(forecastPeriod(window, '30d', 'pt')).toBe('os 30 dias até 02/03/2027');
    expect(forecastPeriod(window, '30d', 'en')).toBe('the 30 days to Mar 2, 2027');
  });
});
