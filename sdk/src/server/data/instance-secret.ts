import { hkdfSync, randomBytes } from 'node:crypto';
import { defineEntity, p, type EntityManager } from '@mikro-orm/core';
import { createdAtProperty } from './row-properties.js';

/**
 * The one-row table of a plugin's instance secret: 32 random bytes made once at first use (the
 * first replica's insert wins). Each plugin keeps its own table (its own entity name and table
 * name, made by its migration); not workspace-owned.
 */
export function defineInstanceSecretEntity<const Name extends string, const Table extends string>(name: Name, tableName: Table) {
  return defineEntity({
    name,
    tableName,
    properties: {
      id: p.smallint().primary().autoincrement(false),
      /** base64url of the 32 bytes. */
      secret: p.text(),
      createdAt: createdAtProperty(),
    },
  });
}

/** An entity made by `defineInstanceSecretEntity`. */
export type InstanceSecretEntity = ReturnType<typeof defineInstanceSecretEntity>;

/**
 * The instance's secret kept in `schema`'s table: made (32 random bytes) when there is none yet, the
 * first replica's insert winning (`on conflict do nothing`), then read back, so every replica has the same one.
 */
export async function readOrCreateInstanceSecret(em: EntityManager, schema: InstanceSecretEntity): Promise<Buffer> {
  const forked = em.fork();
  await forked
    .getConnection()
    .execute(`insert into "${schema.tableName}" ("id", "secret", "created_at") values (1, ?, ?) on conflict ("id") do nothing`, [
      randomBytes(32).toString('base64url'),
      new Date(),
    ]);
  const row = await forked.findOneOrFail(schema, { id: 1 });
  return Buffer.from(row.secret, 'base64url');
}

/**
 * Keys derived (HKDF-SHA256, 32 bytes) from one secret, a key for each purpose. The secret is
 * loaded once, at the first key asked for; a load that fails is tried again at the next one.
 */
export class DerivedKeys {
  private secret: Promise<Buffer> | null = null;

  constructor(private readonly load: () => Promise<Buffer>) {}

  /** The key for `info` (HKDF's info, e.g. `otimiza-notifications:tracking-links`). */
  async key(info: string): Promise<Buffer> {
    this.secret ??= this.load().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return Buffer.from(hkdfSync('sha256', await this.secret, Buffer.alloc(0), info, 32));
  }
}
