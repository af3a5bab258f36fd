import type { ModelKind } from '@otimiza/plugin-bi-shared';

/** The one action that fills an empty figure, and where it is done. */
export type FillAction = 'import-series' | 'add-customers' | 'add-clients' | 'run-competitor-analyses';

/** Where each action is done: BI's metrics tab (its CSV import), customer success's clients, the workspace's client workspaces, the AI tools' competitor analysis. */
export const fillActionLinks: Record<FillAction, { to: string; search?: Record<string, string> }> = {
  'import-series': { to: '/business-intelligence', search: { tab: 'metrics' } },
  'add-customers': { to: '/customer-success', search: { tab: 'customers' } },
  'add-clients': { to: '/clients' },
  'run-competitor-analyses': { to: '/ai-tools', search: { tool: 'competitor-analysis' } },
};

/**
 * What fills a model short of data: the churn model learns from customer success's clients; every
 * other model from series imported by CSV (revenue's can also come from customer success's MRR, but
 * importing the series is the one step that needs nothing else).
 */
export function modelFillAction(kind: ModelKind): FillAction {
  return kind === 'churn' ? 'add-customers' : 'import-series';
}
