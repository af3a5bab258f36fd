import type { LocalizedText } from '@otimiza/sdk/shared';
import type { SiteAuditCategory, SitePageStatus, SiteRunComparison } from '@otimiza/plugin-site-audit-shared';

/** The words of the site report's exports (CSV, PDF), as the analysis screens say them. */
export const categoryLabels: Record<SiteAuditCategory, LocalizedText> = {
  performance: { pt: 'Desempenho', en: 'Performance' },
  accessibility: { pt: 'Acessibilidade', en: 'Accessibility' },
  seo: { pt: 'SEO', en: 'SEO' },
  bestPractices: { pt: 'Boas práticas', en: 'Best practices' },
};

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

/** Why discovery did not take an address (discovery-types.ts SkipReason); an unknown reason is printed as it is. */
export const skipReasonLabels: Record<string, LocalizedText> = {
  robots: { pt: 'Bloqueados pelo robots.txt', en: 'Blocked by robots.txt' },
  'off-origin': { pt: 'Em outro domínio', en: 'On another domain' },
  'outside-prefix': { pt: 'Fora do caminho pedido', en: 'Outside the path asked for' },
  'not-html': { pt: 'Não são páginas HTML', en: 'Not HTML pages' },
  'http-error': { pt: 'Responderam com erro (4xx/5xx)', en: 'Answered with an error (4xx/5xx)' },
  'fetch-failed': { pt: 'Sem resposta', en: 'No answer' },
  'refused-address': { pt: 'Endereços recusados por segurança', en: 'Addresses refused for safety' },
  duplicate: { pt: 'Duplicados (canônico ou redirecionamento)', en: 'Duplicates (canonical or redirect)' },
  depth: { pt: 'Profundidade máxima de links', en: 'Past the link depth limit' },
  'query-variants': { pt: 'Variações de parâmetros da mesma página', en: 'Query variants of the same page' },
  'url-cap': { pt: 'Além do limite de endereços', en: 'Past the address limit' },
  'page-cap': { pt: 'Além do limite de páginas do plano', en: 'Past the plan’s page cap' },
  time: { pt: 'Além do tempo de descoberta', en: 'Past the discovery time' },
};
