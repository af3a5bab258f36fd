import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PublicSharedReport } from '@otimiza/plugin-reports-shared';
import { formatNumber } from './format';

type ReportMetric = NonNullable<PublicSharedReport['analysis']['metrics']>[number];

interface MetricDefinition {
  abbreviation: string;
  name: MessageDescriptor;
  unit: 'seconds' | 'ms' | 'unitless';
}

/** The Lighthouse metrics a shared report shows. */
export const metricDefinitions: Record<string, MetricDefinition> = {
  'first-contentful-paint': { abbreviation: 'FCP', name: msg`Primeira renderização de conteúdo`, unit: 'seconds' },
  'largest-contentful-paint': { abbreviation: 'LCP', name: msg`Maior renderização de conteúdo`, unit: 'seconds' },
  'total-blocking-time': { abbreviation: 'TBT', name: msg`Tempo total de bloqueio`, unit: 'ms' },
  'cumulative-layout-shift': { abbreviation: 'CLS', name: msg`Mudança cumulativa de layout`, unit: 'unitless' },
  'speed-index': { abbreviation: 'Speed Index', name: msg`Índice de velocidade`, unit: 'seconds' },
  'server-response-time': { abbreviation: 'TTFB', name: msg`Tempo de resposta do servidor`, unit: 'ms' },
};

/** A metric's value in the interface language, in Lighthouse's units ('0,8 s', '120 ms', '0,012'). */
export function formatMetric(metric: ReportMetric, locale: string): string {
  const definition = metricDefinitions[metric.id];
  const value = metric.value;
  if (!definition || value === null || !Number.isFinite(value)) return metric.display ?? '—';
  if (definition.unit === 'seconds') return `${formatNumber(value / 1000, locale, 1)} s`;
  if (definition.unit === 'ms') return `${formatNumber(Math.round(value / 10) * 10, locale)} ms`;
  return formatNumber(value, locale, 3);
}
