import type { SiteAuditItemView } from '@otimiza/plugin-site-audit-shared';
import type { SiteAuditItem } from './site-audit-item.entity.js';

/** An item as the API answers it. */
export function toSiteAuditItemView(item: SiteAuditItem): SiteAuditItemView {
  return { id: item.id, name: item.name, description: item.description, createdAt: item.createdAt.toISOString() };
}
