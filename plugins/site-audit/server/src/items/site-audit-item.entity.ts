import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/** An item of a workspace. The workspace filter keeps every read to the request's workspace. */
export const SiteAuditItemSchema = defineEntity({
  name: 'SiteAuditItem',
  tableName: 'site_audit_item',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('site_audit_item')],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    name: p.text(),
    description: p.text().default(''),
  },
});
export type SiteAuditItem = InferEntity<typeof SiteAuditItemSchema>;
