import type { Language } from '@otimiza/sdk/shared';

/** `count` with the singular or plural noun: '1 formulário', '3 formulários'. */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** A number with up to one decimal, in the language's format ('3,8' in Portuguese). */
export function decimal(value: number, language: Language): string {
  return value.toLocaleString(language === 'en' ? 'en-US' : 'pt-BR', { maximumFractionDigits: 1 });
}
