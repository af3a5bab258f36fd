import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SafeOutboundPort, acrossWorkspaces, forWorkspace, type AuthContext } from '@otimiza/sdk/server';
import type { PushSubscriptionInput } from '@otimiza/plugin-notifications-shared';
import { PushSubscriptionSchema } from '../data/push-subscription.entity.js';

/** The member's browsers subscribed to Web Push in a workspace. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbound: SafeOutboundPort,
  ) {}

  /**
   * Keeps the browser's subscription (again: its keys are replaced). The push service's address is
   * checked like every user-supplied address (400 INVALID_URL for a private one) before anything is written.
   */
  async subscribe(auth: AuthContext, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
    await this.outbound.assertAllowed(input.endpoint);
    const now = new Date();
    const em = forWorkspace(this.em, auth.workspaceId);
    // One browser, one person: a subscription of this endpoint by someone else who used this browser
    // before (in any workspace) would send them this member's notifications.
    await em.nativeDelete(PushSubscriptionSchema, { endpoint: input.endpoint, user: { $ne: auth.userId } }, acrossWorkspaces);
    await em
      .createQueryBuilder(PushSubscriptionSchema)
      .insert({
        id: randomUUID(),
        workspace: auth.workspaceId,
        user: auth.userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgent: userAgent?.slice(0, 500) ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict(['workspace', 'user', 'endpoint'])
      .merge({ p256dh: input.keys.p256dh, auth: input.keys.auth, failures: 0, updatedAt: now })
      .execute();
  }

  /** Forgets the browser's subscription; nothing happens when there is none. */
  async unsubscribe(auth: AuthContext, endpoint: string): Promise<void> {
    await forWorkspace(this.em, auth.workspaceId).nativeDelete(PushSubscriptionSchema, { workspace: auth.workspaceId, user: auth.userId, endpoint });
  }
}
