import type { Language, LocalizedText } from '../shared/messages.js';
import { fillPlaceholders } from './pdf-dates.js';

/**
 * The texts the report PDFs print alike: the footer (`{date}`, `{n}` of `{m}`), the product's credit (`{product}`), the
 * legend of the score bands, and for a PDF about Lighthouse analyses the device they ran on and the heads of a
 * comparison with an earlier run. A plugin spreads them into its own catalog or reads the one it needs.
 */
export const pdfCommonTexts = {
  generatedOn: { pt: 'Gerado em {date}', en: 'Generated on {date}' },
  page: { pt: 'Página {n} de {m}', en: 'Page {n} of {m}' },
  poweredBy: { pt: 'Relatório gerado com {product}', en: 'Report generated with {product}' },
  /** Under a white-label brand that keeps the product's mark. */
  productCredit: { pt: 'Com tecnologia {product}', en: 'Powered by {product}' },
  bandGood: { pt: '90–100 bom', en: '90–100 good' },
  bandAverage: { pt: '70–89 precisa melhorar', en: '70–89 needs improvement' },
  bandPoor: { pt: '0–69 ruim', en: '0–69 poor' },
  device: { pt: 'Dispositivo', en: 'Device' },
  mobile: { pt: 'Celular (mobile)', en: 'Mobile' },
  desktop: { pt: 'Computador (desktop)', en: 'Desktop' },
  category: { pt: 'Categoria', en: 'Category' },
  previous: { pt: 'Anterior', en: 'Previous' },
  now: { pt: 'Agora', en: 'Now' },
  change: { pt: 'Variação', en: 'Change' },
} satisfies Record<string, LocalizedText>;

/** A catalog's reader: the key's text in the language, its `{name}` placeholders filled (an unknown one is left as it is). */
export function pdfTextReader<Key extends string>(texts: Readonly<Record<Key, LocalizedText>>) {
  return (key: Key, language: Language, values: Record<string, string | number> = {}): string => fillPlaceholders(texts[key][language], values);
}
