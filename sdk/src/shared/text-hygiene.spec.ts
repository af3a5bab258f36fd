import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSingleLineText, singleLine, textProblemOf } from './text-hygiene.js';

describe('textProblemOf', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F'])(
    'refuses the control character %j',
    (character) => {
      expect(textProblemOf(`a${character}b`)).toBe('text.controlCharacter');
    },
  );

  it.each(['\uD800', 'a\uDBFFb', '\uDC00a', 'a\uDFFF'])('refuses half a surrogate pair (%#)', (text) => {
    expect(textProblemOf(text)).toBe('text.invalidUnicode');
  });

  it.each(['', 'Padaria Pão Quente', 'linha 1\nlinha 2\r\n\tfim', '😀 emoji', '\u202Eárabe\u202C', '\u00A0\u00A9 é'])('accepts ordinary text (%#)', (text) => {
    expect(textProblemOf(text)).toBeNull();
  });
});

describe('single-line text', () => {
  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\n', '\r', '\u2028', '\u2029'])(
    'refuses %j',
    (character) => {
      expect(isSingleLineText(`Agência${character}Pão`)).toBe(false);
    },
  );

  it('keeps the schema it wraps, and adds the message key for the server to translate', () => {
    const name = singleLine(z.string().trim().min(2));
    expect(name.parse('  Ana Souza ')).toBe('Ana Souza');
    expect(name.safeParse('a').success).toBe(false);
    expect(name.safeParse('Ana\u202ESouza').error?.issues).toEqual([expect.objectContaining({ message: 'text.singleLine' })]);
  });
});
