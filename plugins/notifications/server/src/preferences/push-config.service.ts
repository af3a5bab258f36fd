import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import { defaultPushConfig, type ChannelAvailability, type PushConfig, type PushConfigAnswer } from '@otimiza/plugin-notifications-shared';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';
import { PushConfigSchema } from '../data/push-config.entity.js';

/** A stored configuration over the defaults: a part missing from an older save keeps its default. */
export function withDefaults(stored: Partial<PushConfig> | null | undefined): PushConfig {
  return {
    preferences: { ...defaultPushConfig.preferences, ...stored?.preferences },
    channels: { ...defaultPushConfig.channels, ...stored?.channels },
    quietHours: { ...defaultPushConfig.quietHours, ...stored?.quietHours },
    frequency: stored?.frequency ?? defaultPushConfig.frequency,
    timeZone: stored?.timeZone ?? defaultPushConfig.timeZone,
  };
}

/** A member's push configuration in a workspace: the defaults until they save one. */
@Injectable()
export class PushConfigService {
  constructor(private readonly em: EntityManager) {}

  /** The configurations of several members of a workspace (outside a request too). */
  async configsOf(workspaceId: string, userIds: readonly string[]): Promise<Map<string, PushConfig>> {
    const rows = userIds.length ? await forWorkspace(this.em, workspaceId).find(PushConfigSchema, { workspace: workspaceId, user: { $in: [...userIds] } }) : [];
    const stored = new Map(rows.map((row) => [row.user.id, row.config]));
    return new Map(userIds.map((userId) => [userId, withDefaults(stored.get(userId))]));
  }

  async answer(auth: AuthContext): Promise<PushConfigAnswer> {
    const em = forWorkspace(this.em, auth.workspaceId);
    // One after the other: an EntityManager fork is not meant for concurrent queries.
    const row = await em.findOne(PushConfigSchema, { workspace: auth.workspaceId, user: auth.userId });
    const subscriptions = await em.count(PushSubscriptionSchema, { workspace: auth.workspaceId, user: auth.userId });
    const unavailableChannels: ChannelAvailability = { sms: { available: false, reason: 'no-provider' } };
    if (subscriptions === 0) unavailableChannels.push = { available: false, reason: 'no-subscription' };
    return [{ ...withDefaults(row?.config), unavailableChannels }];
  }

  /** Saves the whole configuration (one statement: an insert, or the member's row replaced). SMS was refused by the schema. */
  async save(auth: AuthContext, config: PushConfig): Promise<PushConfigAnswer> {
    const now = new Date();
    await forWorkspace(this.em, auth.workspaceId)
      .createQueryBuilder(PushConfigSchema)
      .insert({ id: randomUUID(), workspace: auth.workspaceId, user: auth.userId, config, createdAt: now, updatedAt: now })
      .onConflict(['workspace', 'user'])
      .merge({ config, updatedAt: now })
      .execute();
    return this.answer(auth);
  }
}
