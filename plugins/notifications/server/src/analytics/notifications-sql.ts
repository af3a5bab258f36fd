import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { notificationsEntities } from '../data/entities.js';

/**
 * The plugin's tables as Kysely sees them (column names and types inferred from the entities); the
 * core's workspaces and members come through ClientWorkspacesPort and WorkspaceMembersPort.
 */
export type NotificationsTables = InferKyselyDB<(typeof notificationsEntities)[number]>;

/**
 * Kysely on the request's or job's EntityManager, for what the EntityManager cannot say in one
 * statement: the alert rules' conditional firing (`… where last_triggered <= now() - cooldown
 * returning …`), the delivery aggregates of the analytics, templates and campaigns, an audience's
 * count. MikroORM's filters do not reach it: every query names its workspace. Times come back as text.
 */
export const notificationsSql = (em: EntityManager) => em.getKysely<NotificationsTables>();

/** A value for a jsonb column (the pg driver would send a JavaScript array as a PostgreSQL array). */
export const jsonb = <T>(value: T) => sql<T>`${JSON.stringify(value)}::jsonb`;

/** A percentage with one decimal, or null when nothing was counted (no fabricated 0 %). */
export function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}
