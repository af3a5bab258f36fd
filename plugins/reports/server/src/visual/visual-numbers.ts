import type { LocalizedText } from '@otimiza/sdk/shared';

/** One decimal place (null stays null). */
export const oneDecimal = (value: number | null): number | null => (value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10);

export const mean = (values: readonly number[]): number | null => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null);

/** A number written for each language: `1.234,5` and `1,234.5`. */
export function formatNumber(value: number, digits = 1): LocalizedText {
  const options = { maximumFractionDigits: digits };
  return { pt: value.toLocaleString('pt-BR', options), en: value.toLocaleString('en-US', options) };
}

/** Fills `{name}` placeholders of both languages; a LocalizedText value is put in its own language. */
export function localized(template: LocalizedText, values: Record<string, string | number | LocalizedText>): LocalizedText {
  const fill = (text: string, language: 'pt' | 'en') =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      if (value === undefined) return `{${key}}`;
      if (typeof value === 'object') return value[language];
      return typeof value === 'number' ? formatNumber(value)[language] : value;
    });
  return { pt: fill(template.pt, 'pt'), en: fill(template.en, 'en') };
}

/** Runs `work` over `items` with at most `limit` at a time, keeping their order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(lanes);
  return results;
}

/** A count with its noun in each language, singular for 1: `1 visualização`, `3 views`. */
export function counted(count: number, nouns: { pt: readonly [string, string]; en: readonly [string, string] }): LocalizedText {
  const text = (language: 'pt' | 'en') => `${formatNumber(count)[language]} ${nouns[language][count === 1 ? 0 : 1]}`;
  return { pt: text('pt'), en: text('en') };
}
