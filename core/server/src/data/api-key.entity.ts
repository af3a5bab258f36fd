import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/**
 * A key of the public API (`/api/v1`). Only the SHA-256 of the whole key is kept: the key itself
 * is shown once, when it is created. The prefix (not secret) names it in lists and finds its row.
 */
export const ApiKeySchema = defineEntity({
  name: 'CoreApiKey',
  tableName: 'core_api_key',
  filters: workspaceFilter,
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    /** The member who created it: the API acts as them, in the key's workspace. */
    createdBy: p.uuid().fieldName('created_by'),
    name: p.text(),
    prefix: p.text().unique('core_api_key_prefix_unique'),
    secretHash: p.text().fieldName('secret_hash'),
    lastUsedAt: p.datetime().fieldName('last_used_at').nullable(),
    revokedAt: p.datetime().fieldName('revoked_at').nullable(),
  },
});
export type ApiKey = InferEntity<typeof ApiKeySchema>;
