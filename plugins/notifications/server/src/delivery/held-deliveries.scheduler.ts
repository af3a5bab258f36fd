import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { ClaimedSchedule, acrossWorkspaces } from '@otimiza/sdk/server';
import { DeliverySchema } from '../data/delivery.entity.js';
import { DeliveryDispatcher } from './delivery-dispatcher.js';

const TICK_MS = 30_000;
const BATCH = 200;
/** A delivery queued this long ago and still queued lost its job (the queue was down when it was made): queued again. */
const STALE_QUEUED_MS = 15 * 60_000;

export interface TickResult {
  released: number;
  digests: number;
  requeued: number;
}

/**
 * Every replica looks every 30 s for held deliveries whose time has come. They are claimed in one
 * transaction that locks the due rows, skipping rows another replica holds (FOR UPDATE SKIP
 * LOCKED), and moves them to `queued`, so each is sent by one replica: the end of quiet hours
 * queues each delivery's own job; a digest queues one job per member and channel, which sends
 * one message for all of them.
 */
@Injectable()
export class HeldDeliveriesScheduler extends ClaimedSchedule {
  constructor(private readonly dispatcher: DeliveryDispatcher) {
    super(TICK_MS, 'NotificationSchedule');
  }

  async tick(now = new Date()): Promise<TickResult> {
    // The schedule is every workspace's: these are the reads that cross them.
    const due = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.find(
        DeliverySchema,
        { status: 'held', heldUntil: { $lte: now } },
        { ...acrossWorkspaces, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, orderBy: { heldUntil: 'asc' }, limit: BATCH },
      );
      if (rows.length > 0) {
        await tx.nativeUpdate(DeliverySchema, { id: { $in: rows.map((row) => row.id) } }, { status: 'queued', updatedAt: now }, acrossWorkspaces);
      }
      return rows.map((row) => ({ id: row.id, workspaceId: row.workspace.id, userId: row.user.id, channel: row.channel, heldFor: row.heldFor }));
    });
    let released = 0;
    const digests = new Map<string, { workspaceId: string; userId: string; channel: 'email' | 'push'; ids: string[] }>();
    for (const row of due) {
      if (row.channel !== 'email' && row.channel !== 'push') continue;
      if (row.heldFor === 'digest') {
        const key = `${row.workspaceId}:${row.userId}:${row.channel}`;
        const digest = digests.get(key) ?? { workspaceId: row.workspaceId, userId: row.userId, channel: row.channel, ids: [] };
        digest.ids.push(row.id);
        digests.set(key, digest);
      } else {
        await this.dispatcher.enqueue(row.workspaceId, row.id);
        released += 1;
      }
    }
    for (const digest of digests.values()) await this.dispatcher.enqueueDigest(digest.workspaceId, digest.userId, digest.channel, digest.ids);

    const stale = await this.em
      .fork()
      .find(
        DeliverySchema,
        { status: 'queued', updatedAt: { $lt: new Date(now.getTime() - STALE_QUEUED_MS) } },
        { ...acrossWorkspaces, fields: ['id', 'workspace'], orderBy: { updatedAt: 'asc' }, limit: BATCH },
      );
    for (const row of stale) await this.dispatcher.enqueue(row.workspace.id, row.id);
    return { released, digests: digests.size, requeued: stale.length };
  }
}
