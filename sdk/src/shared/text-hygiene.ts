import type { z } from 'zod';

/** C0 controls except tab, LF and CR; DEL; C1 controls. PostgreSQL refuses NUL outright. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** A UTF-16 half without its pair: not Unicode text, and refused by PostgreSQL's jsonb. */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Bidi embeddings, overrides and isolates: U+202E makes 'gpj.exe' read as 'exe.jpg'. */
const bidiControl = /[\u202A-\u202E\u2066-\u2069]/;
const lineBreak = /[\r\n\u2028\u2029]/;

export type TextProblem = 'text.controlCharacter' | 'text.invalidUnicode';

/** What no text field may carry; null when the text is clean. */
export function textProblemOf(value: string): TextProblem | null {
  if (hasControlCharacter(value)) return 'text.controlCharacter';
  if (loneSurrogate.test(value)) return 'text.invalidUnicode';
  return null;
}

export function isSingleLineText(value: string): boolean {
  return !bidiControl.test(value) && !lineBreak.test(value);
}

/**
 * Message keys of the text checks; `{field}` is replaced by the field's path when the server
 * answers, in the request's language.
 */
export const textHygieneMessages = {
  'text.controlCharacter': {
    pt: 'O campo {field} contém caracteres de controle, que não são permitidos.',
    en: 'The field {field} contains control characters, which are not allowed.',
  },
  'text.invalidUnicode': {
    pt: 'O campo {field} contém texto Unicode inválido.',
    en: 'The field {field} contains invalid Unicode text.',
  },
  'text.singleLine': {
    pt: 'O campo {field} deve ser um texto de uma linha, sem quebras de linha nem caracteres de controle de direção (U+202A–U+202E, U+2066–U+2069).',
    en: 'The field {field} must be single-line text, without line breaks or text direction controls (U+202A–U+202E, U+2066–U+2069).',
  },
} as const;

/**
 * A single-line text field (names, titles, e-mails, addresses, brand fields): refuses line
 * breaks and bidi controls. Long free text (descriptions, HTML documents) does not use it.
 */
export function singleLine<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isSingleLineText, { message: 'text.singleLine' }) as T;
}
