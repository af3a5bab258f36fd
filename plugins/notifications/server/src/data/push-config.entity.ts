import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { UserSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';
import type { PushConfig } from '@otimiza/plugin-notifications-shared';

/** A member's push configuration in a workspace; absent until they first change it (the default applies). */
export const PushConfigSchema = defineEntity({
  name: 'NotificationsPushConfig',
  tableName: 'notifications_push_config',
  filters: workspaceFilter,
  uniques: [{ name: 'notifications_push_config_member_unique', properties: ['workspace', 'user'] }],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    ...workspaceOwnedProperties(),
    user: () => p.manyToOne(UserSchema).fieldName('user_id').deleteRule('cascade').updateRule('no action'),
    config: p.json<PushConfig>(),
  },
});
export type PushConfigRow = InferEntity<typeof PushConfigSchema>;
