/** 'São Paulo' → 'Sao Paulo', so that matching does not depend on accents. */
export function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}
