import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PageSpeedResults } from '@otimiza/plugin-analysis-shared';
import type { Language } from '@otimiza/sdk/shared';
import { formatNumber } from './format';

type Metric = PageSpeedResults['metrics'][string];

export interface MetricDefinition {
  id: string;
  abbreviation: string;
  name: MessageDescriptor;
  unit: 'seconds' | 'ms' | 'unitless';
}

/** The Lighthouse metrics the server stores, in the order Lighthouse shows them. */
export const metricDefinitions: readonly MetricDefinition[] = [
  { id: 'first-contentful-paint', abbreviation: 'FCP', name: msg`Primeira renderização de conteúdo`, unit: 'seconds' },
  { id: 'largest-contentful-paint', abbreviation: 'LCP', name: msg`Maior renderização de conteúdo`, unit: 'seconds' },
  { id: 'total-blocking-time', abbreviation: 'TBT', name: msg`Tempo total de bloqueio`, unit: 'ms' },
  { id: 'cumulative-layout-shift', abbreviation: 'CLS', name: msg`Mudança cumulativa de layout`, unit: 'unitless' },
  { id: 'speed-index', abbreviation: 'Speed Index', name: msg`Índice de velocidade`, unit: 'seconds' },
  { id: 'server-response-time', abbreviation: 'TTFB', name: msg`Tempo de resposta do servidor`, unit: 'ms' },
];

/**
 * A metric's value in the interface language, with Lighthouse's own units and rounding
 * ('0,8 s', '120 ms', '0,012'); Lighthouse's display text, in that language, when there is no number.
 */
export function formatMetric(definition: MetricDefinition, metric: Metric | undefined, locale: string, language: Language): string {
  const value = metric?.value;
  if (value === null || value === undefined || !Number.isFinite(value)) return metric?.displays?.[language] ?? metric?.display ?? '—';
  switch (definition.unit) {
    case 'seconds':
      return `${formatNumber(value / 1000, locale, 1)} s`;
    case 'ms':
      return `${formatNumber(Math.round(value / 10) * 10, locale)} ms`;
    default:
      return formatNumber(value, locale, 3);
  }
}
