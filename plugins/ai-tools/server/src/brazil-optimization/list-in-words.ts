import type { Language } from '@otimiza/sdk/shared';

/** ['a', 'b', 'c'] → 'a, b e c' (pt) / 'a, b and c' (en). */
export function listInWords(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items[0] ?? '';
  const last = items.at(-1)!;
  return `${items.slice(0, -1).join(', ')} ${language === 'pt' ? 'e' : 'and'} ${last}`;
}
