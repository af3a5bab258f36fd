import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';

/** A unique constraint refused the write: MikroORM's exception from the EntityManager, PostgreSQL's code 23505 from Kysely. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException || (error as { code?: string } | null)?.code === '23505';
}
