import { describe, expect, it } from 'vitest';
import { formatChange, formatDate, formatDateTime, formatMonth, formatMs, formatNumber } from './format';

describe('format', () => {
  it('writes dates the Brazilian way in Portuguese and the English way in English', () => {
    expect(formatDate('2026-11-29T17:45:39.431Z', 'pt-BR', 'UTC')).toBe('29/11/2026');
    expect(formatDate('2026-11-29T17:45:39.431Z', 'en', 'UTC')).toBe('Nov 29, 2026');
    expect(formatDateTime('2026-11-22T14:05:00Z', 'pt-BR', 'UTC')).toBe('22/11/2026 14:05 UTC');
    expect(formatDateTime('2026-11-22T14:05:00Z', 'en', 'UTC')).toBe('Nov 22, 2026, 2:05 PM UTC');
    expect(formatDate('not a date', 'pt-BR')).toBe('—');
  });

  it('names the month', () => {
    expect(formatMonth('2026-11', 'pt-BR')).toBe('novembro de 2026');
    expect(formatMonth('2026-11', 'en')).toBe('November 2026');
    expect(formatMonth('?', 'en')).toBe('?');
  });

  it('writes numbers, times and changes in the interface language', () => {
    expect(formatNumber(1234.5, 'pt-BR', 1)).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en', 1)).toBe('1,234.5');
    expect(formatMs(247.1655, 'pt-BR')).toBe('247 ms');
    expect(formatMs(2650, 'pt-BR')).toBe('2,7 s');
    expect(formatMs(2650, 'en')).toBe('2.7 s');
    expect(formatChange(25, 'pt-BR')).toBe('+25');
    expect(formatChange(-2, 'pt-BR')).toBe('−2');
    expect(formatChange(11.25, 'pt-BR')).toBe('+11,3');
    expect(formatChange(0, 'en')).toBe('0');
    expect(formatChange(-1100, 'pt-BR', 'ms')).toBe('−1,1 s');
  });
});
