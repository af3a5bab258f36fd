import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { Instance } from './instance.entity.js';

interface InstanceRow {
  id: string;
  created_at: Date;
  boots: number;
  last_boot_at: Date;
}

function toInstance(row: InstanceRow): Instance {
  return { id: row.id, createdAt: new Date(row.created_at), boots: row.boots, lastBootAt: new Date(row.last_boot_at) };
}

/** Records each start of this installation, so a restart shows the same instance with one more boot. */
@Injectable()
export class InstanceService {
  constructor(private readonly em: EntityManager) {}

  /** One atomic upsert, so processes starting together count every boot and create one row. */
  async recordBoot(): Promise<Instance> {
    const [row] = await this.em.getConnection().execute<InstanceRow[]>(
      `insert into core_instance (id, created_at, boots, last_boot_at) values (?, now(), 1, now())
       on conflict (singleton) do update set boots = core_instance.boots + 1, last_boot_at = now()
       returning id, created_at, boots, last_boot_at`,
      [randomUUID()],
    );
    if (!row) throw new Error('core_instance upsert returned no row');
    return toInstance(row);
  }

  async current(): Promise<Instance | null> {
    const [row] = await this.em.getConnection().execute<InstanceRow[]>(
      'select id, created_at, boots, last_boot_at from core_instance limit 1',
    );
    return row ? toInstance(row) : null;
  }
}
