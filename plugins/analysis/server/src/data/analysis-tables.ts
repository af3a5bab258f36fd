import type { EntityManager, InferKyselyDB } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { SiteBundleSchema } from './site-bundle.entity.js';
import { DeploySchema } from './deploy.entity.js';
import { SkippedFixSchema } from './skipped-fix.entity.js';
import { HtmlFixSchema } from './html-fix.entity.js';
import { MetricBackfillSchema } from './metric-backfill.entity.js';
import { AnalysisSchema } from './analysis.entity.js';
import { MonthlyStatsSchema, UrlStatsSchema, WorkspaceStatsSchema } from './analysis-stats.entities.js';

/** The plugin's entities, as `defineServerPlugin` registers them. */
export const analysisEntities = [
  AnalysisSchema,
  SiteBundleSchema,
  DeploySchema,
  HtmlFixSchema,
  WorkspaceStatsSchema,
  MonthlyStatsSchema,
  UrlStatsSchema,
  MetricBackfillSchema,
  SkippedFixSchema,
];

/** The plugin's tables as Kysely sees them: column names and types inferred from the entities. */
export type AnalysisTables = InferKyselyDB<(typeof analysisEntities)[number]>;

/**
 * Kysely on the request's or job's EntityManager, for the conditional updates and aggregates the
 * EntityManager cannot say (`… where status = 'running' returning …`, `now() - clock_offset`),
 * and for the hot reads (the history list, its count, the dashboard figures): bench/data-path
 * measured the EntityManager's hydration, and MikroORM's property-naming Kysely plugin, at twice
 * the p95 of a plain typed query there. MikroORM's filters do not reach it: every query scopes
 * its workspace itself. Times come back as text.
 */
export const analysisSql = (em: EntityManager) => em.getKysely<AnalysisTables>();

/** A value for a jsonb column (the pg driver would send a JavaScript array as a PostgreSQL array). */
export const jsonb = <T>(value: T) => sql<T>`${JSON.stringify(value)}::jsonb`;
