import { describe, expect, it } from 'vitest';
import { formatChange, formatMinutes, formatValue } from './format';

describe('visual report formats', () => {
  it('writes each unit as it reads', () => {
    expect(formatValue(2534, 'ms', 'pt-BR')).toBe('2,5 s');
    expect(formatValue(180, 'ms', 'en')).toBe('180 ms');
    expect(formatValue(0.1234, 'unitless', 'en')).toBe('0.123');
    expect(formatValue(87.25, 'score', 'pt-BR')).toBe('87,3');
    expect(formatValue(null, 'score', 'en')).toBe('—');
  });

  it('signs a change and shows report time in minutes', () => {
    expect(formatChange(12.5, 'pt-BR')).toBe('+12,5%');
    expect(formatChange(-3.14, 'en')).toBe('−3.1%');
    expect(formatMinutes(90, 'pt-BR')).toBe('1,5 min');
    expect(formatMinutes(null, 'en')).toBe('—');
  });
});
