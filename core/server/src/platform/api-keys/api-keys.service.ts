import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { acrossWorkspaces, ApiError, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import type { ApiKeyView, CreatedApiKey } from '@otimiza/sdk/shared';
import { ApiKeySchema, type ApiKey } from '../../data/api-key.entity.js';
import { apiKeyMatches, newApiKeySecret, prefixOfApiKey } from './api-key-secret.js';

/** Who a valid key acts as: its creator, in its workspace. */
export interface ApiKeyHolder {
  keyId: string;
  workspaceId: string;
  userId: string;
}

/** `last_used_at` is written at most this often per key, not on every call. */
const LAST_USED_PRECISION_MS = 60_000;

/** A workspace holds at most this many keys in force; revoked keys stop counting and are not listed. */
export const ACTIVE_API_KEYS_CAP = 50;

const activeApiKeysCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'core:api-keys',
  limit: ACTIVE_API_KEYS_CAP,
  items: {
    pt: { one: 'uma chave de API', many: 'chaves de API ativas', another: 'outra' },
    en: { one: 'an API key', many: 'active API keys' },
    removal: 'revoke',
  },
  count: (tx) => tx.count(ApiKeySchema, { workspace: workspaceId, revokedAt: null }),
});

const viewOf = (row: ApiKey): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: `otz_${row.prefix}`,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The workspace's keys of the public API: created (shown once), listed, revoked, and checked on each call. */
@Injectable()
export class ApiKeysService {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<ApiKeyView[]> {
    // The request's EntityManager reads only the session's workspace (the workspace filter).
    // Keys in force only, so the cap bounds the list; the limit also bounds a workspace that filled it before the cap existed.
    const rows = await this.em.find(ApiKeySchema, { revokedAt: null }, { orderBy: { createdAt: 'desc' }, limit: ACTIVE_API_KEYS_CAP });
    return rows.map(viewOf);
  }

  async create(auth: AuthContext, name: string): Promise<CreatedApiKey> {
    const secret = newApiKeySecret();
    const row = await storeWithinCap(this.em, activeApiKeysCap(auth.workspaceId), async (tx) => {
      const created = tx.create(ApiKeySchema, {
        workspace: auth.workspaceId,
        createdBy: auth.userId,
        name,
        prefix: secret.prefix,
        secretHash: secret.hash,
        lastUsedAt: null,
        revokedAt: null,
      });
      await tx.flush();
      return created;
    });
    return { ...viewOf(row), key: secret.key };
  }

  /** Revokes a key of the session's workspace; another workspace's id is as missing as an unknown one. */
  async revoke(id: string): Promise<void> {
    const revoked = await this.em.nativeUpdate(ApiKeySchema, { id, revokedAt: null }, { revokedAt: new Date() });
    if (revoked === 0) throw new ApiError('NOT_FOUND', 404, { pt: 'Chave de API não encontrada.', en: 'API key not found.' });
  }

  /** The holder of a valid, unrevoked key, or null. Crosses workspaces on purpose: the key says which one. */
  async authenticate(key: string): Promise<ApiKeyHolder | null> {
    const prefix = prefixOfApiKey(key);
    if (!prefix) return null;
    const em = this.em.fork();
    const row = await em.findOne(ApiKeySchema, { prefix, revokedAt: null }, acrossWorkspaces);
    if (!row || !apiKeyMatches(key, row.secretHash)) return null;
    const now = Date.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
      await em.nativeUpdate(ApiKeySchema, { id: row.id }, { lastUsedAt: new Date(now) }, acrossWorkspaces);
    }
    return { keyId: row.id, workspaceId: row.workspace.id, userId: row.createdBy };
  }
}
