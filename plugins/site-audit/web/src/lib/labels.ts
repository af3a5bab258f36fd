import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SiteAuditCategory, SiteAuditRunStatus, SitePageStatus } from '@otimiza/plugin-site-audit-shared';

export const categoryNames: Record<SiteAuditCategory, MessageDescriptor> = {
  performance: msg`Performance`,
  accessibility: msg`Acessibilidade`,
  seo: msg`SEO`,
  bestPractices: msg`Boas práticas`,
};

/** The badges' short names, as the analysis history shows them. */
export const categoryShortNames: Record<SiteAuditCategory, MessageDescriptor> = {
  performance: msg`Perf`,
  accessibility: msg`Acess`,
  seo: msg`SEO`,
  bestPractices: msg`Boas`,
};

export const runStatusNames: Record<SiteAuditRunStatus, MessageDescriptor> = {
  discovering: msg`Descobrindo páginas`,
  auditing: msg`Auditando`,
  completed: msg`Concluída`,
  cancelled: msg`Cancelada`,
  failed: msg`Falhou`,
};

export const pageStatusNames: Record<SitePageStatus, MessageDescriptor> = {
  queued: msg`Na fila`,
  completed: msg`Auditada`,
  failed: msg`Falhou`,
  'sampled-out': msg`Representada pela amostra`,
  'over-cap': msg`Além do limite do plano`,
  cancelled: msg`Cancelada`,
};
