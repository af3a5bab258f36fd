import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { auditEntities } from '../data/entities.js';

/** The plugin's tables as Kysely sees them (inferred from the entities); a member's name comes through WorkspaceMembersPort. */
export type AuditTables = InferKyselyDB<(typeof auditEntities)[number]>;

/**
 * Kysely on the request's or job's EntityManager, for the aggregates the EntityManager cannot say
 * in one statement (runs numbered per site, issues as gaps and islands, figures per framework).
 * MikroORM's filters do not reach it: every query names its workspace. Times come back as Date.
 */
export const auditSql = (em: EntityManager) => em.getKysely<AuditTables>();

/** Report statuses whose results are final. */
export const finishedWithResults = ['completed', 'published'] as const;

/** One decimal place, or null for null. */
export const oneDecimal = (value: number | null | undefined): number | null => (value == null || Number.isNaN(value) ? null : Math.round(value * 10) / 10);

/** A percentage with one decimal, or null when nothing was counted (no fabricated 0 %). */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? oneDecimal((part / whole) * 100) : null);

/**
 * A report's overall score from its summary (a jsonb field read as a number). A report whose
 * checks were all `no_data` has no score (`null` in its summary, SQL NULL here), so `avg` over
 * this leaves it out instead of counting a 0. `alias` is the audit_report table's name in the query.
 */
export const reportScore = (alias: 'audit_report' | 'p'): RawBuilder<number | null> =>
  sql<number | null>`(${sql.ref(`${alias}.summary`)} ->> 'overallScore')::double precision`;
