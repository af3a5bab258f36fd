/** Splits a selector list on its top-level commas (not those inside quotes or parentheses). */
export function splitSelectorList(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of selector) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '(' || char === '[') {
      depth += 1;
    } else if (char === ')' || char === ']') {
      depth -= 1;
    } else if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

/**
 * Texts that must appear in a page's source for the selector to match anything there: attribute
 * values and names, class names and ids. Lower-cased.
 */
export function selectorLiterals(selector: string): string[] {
  // What sits inside :not() must be absent, so it says nothing about what the source holds.
  const required = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '');
  const values = [...required.matchAll(/[*^$|~]?=\s*(?:(['"])(.*?)\1|([^\]\s'"]+))/g)].map((match) => match[2] ?? match[3] ?? '');
  const bare = required.replace(/(['"]).*?\1/g, '');
  const attributes = [...bare.matchAll(/\[\s*([\w:-]+)/g)].map((match) => match[1]!);
  const classesAndIds = [...bare.matchAll(/[.#]((?:[\w-]|\\.)+)/g)].map((match) => match[1]!.replace(/\\/g, ''));
  return [...values, ...attributes, ...classesAndIds].filter((literal) => literal.length > 0).map((literal) => literal.toLowerCase());
}
