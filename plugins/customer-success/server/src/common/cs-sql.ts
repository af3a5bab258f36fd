import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import { customerSuccessEntities } from '../data/entities.js';

/** The plugin's tables as Kysely sees them (inferred from the entities); the core's people come through WorkspaceMembersPort. */
export type CsTables = InferKyselyDB<(typeof customerSuccessEntities)[number]>;

/**
 * Kysely on the request's or job's EntityManager, for aggregates and conditional writes. MikroORM's
 * filters do not reach it: every query names its workspace.
 */
export const csSql = (em: EntityManager) => em.getKysely<CsTables>();

/** One decimal place, or null. */
export const oneDecimal = (value: number | null | undefined): number | null => (value == null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10);

/** A percentage with one decimal, or null when nothing was counted (no fabricated 0 %). */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? oneDecimal((part / whole) * 100) : null);

export const DAY_MS = 86_400_000;

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** Reais from the stored cents. */
export const reais = (cents: number): number => Math.round(cents) / 100;
