import type { MetricName } from '@otimiza/sdk/shared';
import { knownImportedMetrics, type MetricCategory, type MetricDescription, type SeriesSource } from '@otimiza/plugin-bi-shared';
import type { Aggregation } from '../stats/periods.js';
import type { BiMetric } from '../data/bi-metric.entity.js';
import { clientMetricByKey } from './client-series.js';
import { platformMetricByKey } from './platform-metrics.js';

/** How a stored metric row reads: the catalogue's definition, or the imported series' own. */
export interface SeriesDefinition extends MetricDescription {
  key: string;
  source: SeriesSource;
  benchmark: boolean;
  /** The metric store's metric (platform series), or the two of a ratio. */
  store: { metric: MetricName } | { ratio: [MetricName, MetricName] } | null;
}

/** Units that are levels (a mean over a period), not amounts (a sum over it). */
const levelUnits = new Set(['%', '/10', '/100', 'score', 'nps', 'ms', 'cls', 'brl/un', 'rating']);

export const aggregationOfUnit = (unit: string): Aggregation => (levelUnits.has(unit.toLowerCase()) ? 'average' : 'sum');

/** An imported metric's default category: the known names', else the CSV's, else operational. */
export function importedCategory(slug: string, fromCsv: MetricCategory | null): MetricCategory {
  if (fromCsv) return fromCsv;
  const known = (knownImportedMetrics as Record<string, { category: MetricCategory }>)[slug];
  return known?.category ?? 'operational';
}

/**
 * The names the models read, shown in the interface's language, each with the CSV names it stands for (English and
 * Portuguese); any other imported metric keeps the name it was imported with.
 */
const namedImports: [MetricDescription['name'], ...string[]][] = [
  [{ pt: 'Receita', en: 'Revenue' }, 'revenue', 'receita'],
  [{ pt: 'Faturamento', en: 'Revenue' }, 'faturamento'],
  [{ pt: 'Pedidos', en: 'Orders' }, 'orders', 'pedidos'],
  [{ pt: 'Vendas', en: 'Sales' }, 'vendas'],
  [{ pt: 'Tráfego', en: 'Traffic' }, 'traffic', 'trafego'],
  [{ pt: 'Visitas', en: 'Visits' }, 'visitas'],
  [{ pt: 'Leads', en: 'Leads' }, 'leads'],
  [{ pt: 'Preço', en: 'Price' }, 'price', 'preco'],
];
const importedNames = new Map(namedImports.flatMap(([name, ...slugs]) => slugs.map((slug) => [slug, name] as const)));

export function definitionOf(row: Pick<BiMetric, 'key' | 'source' | 'label' | 'unit' | 'category' | 'description'>): SeriesDefinition | null {
  if (row.source === 'platform') {
    const metric = platformMetricByKey.get(row.key);
    if (!metric) return null;
    return { ...metric, source: 'platform', store: metric.source };
  }
  if (row.source === 'clients') {
    const metric = clientMetricByKey.get(row.key);
    return metric ? { ...metric, source: 'clients', benchmark: false, store: null } : null;
  }
  const slug = row.key.replace(/^import:/, '');
  const price = slug === 'price' || slug === 'preco';
  return {
    key: row.key,
    source: 'import',
    name: importedNames.get(slug) ?? { pt: row.label, en: row.label },
    description: {
      pt: `Série importada por CSV (${row.unit}).`,
      en: `Series imported from CSV (${row.unit}).`,
    },
    category: row.category,
    unit: row.unit,
    better: 'higher',
    // A price is a level (its mean over a period), whatever its currency unit.
    aggregation: price ? 'average' : aggregationOfUnit(row.unit),
    benchmark: false,
    store: null,
  };
}
