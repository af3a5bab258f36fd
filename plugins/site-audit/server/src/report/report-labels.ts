import { scoreCategoryLabels, type LocalizedText } from '@otimiza/sdk/shared';
import type { SiteAuditCategory, SitePageStatus, SiteRunComparison } from '@otimiza/plugin-site-audit-shared';

/** The words of the site report's exports (CSV, PDF), as the analysis screens say them. */
export const categoryLabels: Record<SiteAuditCategory, LocalizedText> = scoreCategoryLabels;

export const pageStatusLabels: Record<SitePageStatus, LocalizedText> = {
  queued: { pt: 'na fila', en: 'queued' },
  completed: { pt: 'auditada', en: 'audited' },
  failed: { pt: 'falhou', en: 'failed' },
  'sampled-out': { pt: 'representada pela amostra', en: 'represented by the sample' },
  'over-cap': { pt: 'além do limite do plano', en: 'over the plan’s cap' },
  cancelled: { pt: 'cancelada', en: 'cancelled' },
};

export const trendLabels: Record<NonNullable<SiteRunComparison['categories'][SiteAuditCategory]['trend']>, LocalizedText> = {
  improving: { pt: 'melhorando', en: 'improving' },
  stable: { pt: 'estável', en: 'stable' },
  declining: { pt: 'piorando', en: 'declining' },
};
