import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { KpiStatus, Trend } from '@otimiza/plugin-analytics-shared';

export const statusLabels: Record<KpiStatus, MessageDescriptor> = {
  excellent: msg`Excelente`,
  good: msg`Bom`,
  warning: msg`Atenção`,
  critical: msg`Crítico`,
};
export const statusColours: Record<KpiStatus, string> = { excellent: 'green', good: 'blue', warning: 'orange', critical: 'red' };
export const trendLabels: Record<Trend, MessageDescriptor> = { up: msg`Em alta`, down: msg`Em queda`, stable: msg`Estável` };
export const impactLabels: Record<'high' | 'medium' | 'low', MessageDescriptor> = {
  high: msg`Impacto alto`,
  medium: msg`Impacto médio`,
  low: msg`Impacto baixo`,
};
export const effortLabels: Record<'high' | 'medium' | 'low', MessageDescriptor> = {
  high: msg`esforço alto`,
  medium: msg`esforço médio`,
  low: msg`esforço baixo`,
};
export const insightTypeLabels: Record<'forecast' | 'opportunity' | 'risk' | 'anomaly', MessageDescriptor> = {
  forecast: msg`Previsão`,
  opportunity: msg`Oportunidade`,
  risk: msg`Risco`,
  anomaly: msg`Anomalia`,
};
export const insightTypeColours = { forecast: 'blue', opportunity: 'green', risk: 'red', anomaly: 'purple' } as const;
