import type { DailyMetric, MetricSample } from '@otimiza/sdk/server';
import { metricCatalogue, type MetricName } from '@otimiza/sdk/shared';

/** The longest source key, site and dimension the store takes (a URL of a site fits). */
const MAX_KEY_LENGTH = 2048;
const MAX_DIMENSION_LENGTH = 200;

/** A sample's day in UTC, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** One row of `core_metric_daily` as a recording adds it: the day's samples of one key, rolled up. */
export interface DailyRollupRow {
  workspace_id: string;
  metric: MetricName;
  site: string;
  dimension: string;
  day: string;
  sum: number;
  count: number;
  min: number;
  max: number;
  last: number;
  last_at: Date;
  segment: string | null;
}

/** A programming error in a feeder, not bad input from a visitor: the samples of the call are refused together. */
export function checkSample(sample: MetricSample): void {
  if (!Object.hasOwn(metricCatalogue, sample.metric)) throw new Error(`metric store: unknown metric "${sample.metric}"`);
  if (!Number.isFinite(sample.value)) throw new Error(`metric store: ${sample.metric} of ${sample.sourceKey} is not a finite number`);
  if (!sample.sourceKey || sample.sourceKey.length > MAX_KEY_LENGTH)
    throw new Error(`metric store: ${sample.metric} needs a source key of at most ${MAX_KEY_LENGTH} characters`);
  if ((sample.site ?? '').length > MAX_KEY_LENGTH) throw new Error(`metric store: the site of ${sample.sourceKey} is longer than ${MAX_KEY_LENGTH} characters`);
  if ((sample.dimension ?? '').length > MAX_DIMENSION_LENGTH)
    throw new Error(`metric store: the dimension of ${sample.sourceKey} is longer than ${MAX_DIMENSION_LENGTH} characters`);
  if (sample.at && Number.isNaN(sample.at.getTime())) throw new Error(`metric store: ${sample.sourceKey} has an invalid date`);
}

/**
 * The samples of one recording rolled up per row key (workspace, metric, site, dimension, day),
 * sorted by that key: one upsert statement may not touch a row twice, and concurrent recordings
 * that lock their rows in the same order cannot deadlock each other.
 */
export function rollUp(samples: readonly MetricSample[], now = new Date()): DailyRollupRow[] {
  const rows = new Map<string, DailyRollupRow>();
  for (const sample of samples) {
    const at = sample.at ?? now;
    const site = sample.site ?? '';
    const dimension = sample.dimension ?? '';
    const day = utcDay(at);
    const key = [sample.workspaceId, sample.metric, site, dimension, day].join('\u0000');
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        workspace_id: sample.workspaceId,
        metric: sample.metric,
        site,
        dimension,
        day,
        sum: sample.value,
        count: 1,
        min: sample.value,
        max: sample.value,
        last: sample.value,
        last_at: at,
        segment: sample.segment ?? null,
      });
      continue;
    }
    row.sum += sample.value;
    row.count += 1;
    row.min = Math.min(row.min, sample.value);
    row.max = Math.max(row.max, sample.value);
    if (at.getTime() >= row.last_at.getTime()) {
      row.last = sample.value;
      row.last_at = at;
    }
    row.segment = sample.segment ?? row.segment;
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** The catalogue's figure of a day: the sum, the mean of its samples, or the latest. */
export function valueOf(metric: MetricName, point: Pick<DailyMetric, 'sum' | 'count' | 'last'>): number {
  const rollup = metricCatalogue[metric].rollup as 'sum' | 'average' | 'last';
  if (rollup === 'sum') return point.sum;
  if (rollup === 'last') return point.last;
  return point.count > 0 ? point.sum / point.count : 0;
}
