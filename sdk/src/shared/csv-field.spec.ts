import { describe, expect, it } from 'vitest';
import { csvField } from './csv-field.js';

describe('csvField', () => {
  it('quotes a field with a comma, quote or line break and doubles its quotes', () => {
    expect(csvField('Loja, centro')).toBe('"Loja, centro"');
    expect(csvField('o "melhor"')).toBe('"o ""melhor"""');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('simples')).toBe('simples');
    expect(csvField(null)).toBe('');
  });

  it('keeps text that a spreadsheet would run as a formula as text, and leaves numbers alone', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+55 11')).toBe("'+55 11");
    expect(csvField('@soma')).toBe("'@soma");
    expect(csvField('\tcolado')).toBe(`'\tcolado`);
    expect(csvField('\rvolta')).toBe(`"'\rvolta"`);
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0)).toBe('0');
  });
});
