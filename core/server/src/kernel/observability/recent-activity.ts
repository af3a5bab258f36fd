import type { EntityManager } from '@mikro-orm/postgresql';
import { analysisCompleted } from '@otimiza/sdk/server';
import { SessionSchema } from '../../data/session.entity.js';
import { DomainEventSchema } from '../../data/event.entity.js';

export const RECENT_ACTIVITY_MS = 5 * 60_000;

/**
 * Audits completed (their `analysis.completed` events, kept 14 days) and sessions seen in the
 * last 5 minutes: of one workspace, or of the whole instance with `null` (the /metrics gauges).
 */
export async function recentActivity(em: EntityManager, workspaceId: string | null, now = new Date()): Promise<{ audits: number; sessions: number }> {
  const since = new Date(now.getTime() - RECENT_ACTIVITY_MS);
  const [audits, sessions] = await Promise.all([
    em.count(DomainEventSchema, { name: analysisCompleted.name, createdAt: { $gte: since }, ...(workspaceId ? { workspaceId } : {}) }),
    em.count(SessionSchema, { lastSeenAt: { $gte: since }, expiresAt: { $gt: now }, ...(workspaceId ? { workspace: workspaceId } : {}) }),
  ]);
  return { audits, sessions };
}
