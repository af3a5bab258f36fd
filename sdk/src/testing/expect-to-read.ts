import { expect } from 'vitest';

/**
 * Expects `text` (a PDF's or an e-mail's, as a reader would copy it) to hold each string of `parts` and to match each
 * pattern: one table of the lines a section must read instead of one `expect` a line.
 */
export function expectToRead(text: string, parts: readonly (string | RegExp)[]): void {
  for (const part of parts) {
    if (typeof part === 'string') expect(text).toContain(part);
    else expect(text).toMatch(part);
  }
}
