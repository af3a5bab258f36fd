import type { CheerioAPI } from 'cheerio';
import { visibleText } from './page-text.js';

const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Puts back the accents a URL path loses ('cardapio' → 'cardápio') from the way the page itself
 * writes the word; a word the page does not use stays as it is.
 */
export function accentsFromPage($: CheerioAPI): (text: string) => string {
  const written = new Map<string, string>();
  for (const word of visibleText($).split(/[^\p{L}]+/u)) {
    if (word.length < 3 || word === folded(word)) continue;
    if (!written.has(folded(word))) written.set(folded(word), word.toLowerCase());
  }
  return (text) =>
    text.replace(/\p{L}+/gu, (word) => {
      const accented = written.get(folded(word));
      if (!accented) return word;
      return word[0] === word[0]!.toUpperCase() ? accented.charAt(0).toUpperCase() + accented.slice(1) : accented;
    });
}
