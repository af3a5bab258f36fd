import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import type { coreEntities } from '../../data/core-entities.js';

/** The core's tables as Kysely sees them: column names and types inferred from the entities. */
export type CoreTables = InferKyselyDB<(typeof coreEntities)[number]>;

/**
 * Kysely on the request's or job's EntityManager, for what the EntityManager cannot say in one
 * statement — a conditional update that answers what it changed, an upsert that counts, a row
 * lock — and for the reads on every request (the session), which hydration would slow down.
 * MikroORM's filters do not reach it: a query on workspace-owned rows names its workspace. Times come back as text.
 */
export const coreSql = (em: EntityManager) => em.getKysely<CoreTables>();
