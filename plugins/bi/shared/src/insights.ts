/** A computed insight of the Insights tab: every figure comes from a metric or a model. */
export interface InsightView {
  kind: 'anomaly' | 'target-crossing' | 'driver' | 'trend';
  severity: 'high' | 'medium' | 'low';
  metricId: string | null;
  modelId: string | null;
  title: { pt: string; en: string };
  detail: { pt: string; en: string };
  /** The period or day it is about. */
  at: string | null;
}

/** How many insights `GET /api/bi/insights` answers: the most severe. */
export const maxListedInsights = 100;

/** `GET /api/bi/insights`: the `maxListedInsights` most severe insights; `hasMore` when others were computed. */
export interface InsightList {
  insights: InsightView[];
  hasMore: boolean;
}
