import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { TemplateCategory, TemplateVariable } from '@otimiza/plugin-notifications-shared';

/** A workspace's message template (subject and body with `{{variables}}`). */
export const TemplateSchema = defineEntity({
  name: 'NotificationsTemplate',
  ...workspaceOwnedTable('notifications_template'),
  properties: {
    ...workspaceOwnedRowProperties(),
    name: p.text(),
    category: p.text().$type<TemplateCategory>(),
    subject: p.text(),
    body: p.text(),
    variables: p.json<TemplateVariable[]>(),
    isActive: p.boolean().fieldName('is_active').default(true),
  },
});
export type TemplateRow = InferEntity<typeof TemplateSchema>;
