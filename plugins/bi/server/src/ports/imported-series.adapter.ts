import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { ImportedSeriesPort, type ImportedSeries } from '@otimiza/plugin-bi-contract';
import { dayOf, granularityOf } from '../stats/periods.js';
import { BiMetricSchema } from '../data/bi-metric.entity.js';
import { BiSeriesPointSchema } from '../data/bi-series-point.entity.js';

/** The imported names a metric key is also found under (the revenue model reads the same three). */
const aliases: Record<string, readonly string[]> = {
  revenue: ['revenue', 'receita', 'faturamento'],
};

/**
 * ImportedSeriesPort for the other plugins: the workspace's CSV series (bi_metric rows of source
 * `import` and their bi_series_point days), read in the named workspace only, as stored.
 */
@Injectable()
export class ImportedSeriesAdapter extends ImportedSeriesPort {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async seriesOf(workspaceId: string, metric: string, unit: string): Promise<ImportedSeries | null> {
    const em = forWorkspace(this.em, workspaceId);
    const slugs = aliases[metric] ?? [metric];
    const rows = await em.find(BiMetricSchema, { source: 'import', key: { $in: slugs.map((slug) => `import:${slug}`) } });
    const wanted = unit.toLowerCase();
    // The first name in the alias order that holds values in the unit asked for.
    for (const slug of slugs) {
      const row = rows.find((candidate) => candidate.key === `import:${slug}` && candidate.unit.toLowerCase() === wanted);
      if (!row) continue;
      const points = await em.find(BiSeriesPointSchema, { metric: row.id }, { orderBy: { day: 'asc' } });
      if (points.length === 0) continue;
      const values = points.map((point) => ({ day: typeof point.day === 'string' ? point.day : dayOf(point.day as Date), value: Number(point.value) }));
      return { metric, label: row.label || slug, unit: row.unit, granularity: granularityOf(values) === 'month' ? 'month' : 'day', values };
    }
    return null;
  }
}
