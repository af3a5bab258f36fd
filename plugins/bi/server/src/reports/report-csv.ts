import { csvField as cell } from '@otimiza/sdk/shared';
import type { ReportContent } from './report-content.js';

/** The export as CSV: one row per period of each chosen metric, actual values then the forecast with its interval. */
export function renderReportCsv(content: ReportContent): Uint8Array {
  const lines = [['metric', 'name', 'category', 'unit', 'kind', 'start', 'end', 'value', 'lower', 'upper', 'confidence'].join(',')];
  const metrics = new Map(content.metrics.map((metric) => [metric.id, metric]));
  for (const entry of content.dashboards) for (const metric of entry.metrics) metrics.set(metric.id, metric);
  for (const metric of metrics.values()) {
    const base = [metric.key, metric.name[content.language], metric.category, metric.unit];
    for (const point of metric.history) lines.push([...base, 'actual', point.start, point.end, point.value, null, null, null].map(cell).join(','));
    for (const point of metric.forecast.points) {
      lines.push([...base, 'forecast', point.start, point.end, point.value, point.lower, point.upper, metric.forecast.confidence].map(cell).join(','));
    }
  }
  return new TextEncoder().encode(`\uFEFF${lines.join('\r\n')}\r\n`);
}
