import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import { biEntities } from '../data/entities.js';

/** The plugin's tables as Kysely sees them (inferred from the entities). */
export type BiTables = InferKyselyDB<(typeof biEntities)[number]>;

/** Kysely for aggregates and upserts; MikroORM's filters do not reach it, so every query names its workspace. */
export const biSql = (em: EntityManager) => em.getKysely<BiTables>();
