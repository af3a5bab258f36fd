import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, owningUserProperty } from '@otimiza/sdk/server';
import type { PushConfig } from '@otimiza/plugin-notifications-shared';

/** A member's push configuration in a workspace; absent until they first change it (the default applies). */
export const PushConfigSchema = defineEntity({
  name: 'NotificationsPushConfig',
  tableName: 'notifications_push_config',
  filters: workspaceFilter,
  uniques: [{ name: 'notifications_push_config_member_unique', properties: ['workspace', 'user'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    user: owningUserProperty(),
    config: p.json<PushConfig>(),
  },
});
export type PushConfigRow = InferEntity<typeof PushConfigSchema>;
