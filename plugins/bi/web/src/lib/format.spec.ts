import { describe, expect, it } from 'vitest';
import { changeColour, formatMetricValue, periodLabel, sharePercent, signedPercent } from './format';

describe('metric values as the interface shows them', () => {
  it('writes BRL as R$ and a number, % and /10 with one decimal', () => {
    expect(formatMetricValue(113059.4, 'BRL', 'pt-BR')).toBe('R$ 113.059');
    expect(formatMetricValue(12.5, 'BRL', 'pt-BR')).toBe('R$ 12,50');
    expect(formatMetricValue(30, '%', 'pt-BR')).toBe('30,0%');
    expect(formatMetricValue(7.25, '/10', 'en')).toBe('7.3/10');
    expect(formatMetricValue(null, '%', 'en')).toBe('—');
  });

  it('signs changes and colours them by what is better for the metric', () => {
    expect(signedPercent(2.56, 'pt-BR')).toBe('+2,6%');
    expect(signedPercent(-5, 'en')).toBe('-5.0%');
    expect(sharePercent(0.864, 'pt-BR')).toBe('86,4%');
    expect(changeColour(3)).toBe('#15803d');
    expect(changeColour(3, 'lower')).toBe('#b91c1c');
    expect(changeColour(0)).toBeUndefined();
  });

  it('labels a calendar month by its month and a 30-day window by its last day', () => {
    expect(periodLabel({ start: '2026-03-01', end: '2026-03-31' }, 'en')).toBe('Mar 26');
    expect(periodLabel({ start: '2026-10-29', end: '2026-11-27' }, 'pt-BR')).toBe('27/11');
  });
});
