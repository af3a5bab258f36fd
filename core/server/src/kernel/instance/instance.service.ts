import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { InstanceSchema, type Instance } from '../../data/instance.entity.js';

/** Records each start of this installation, so a restart shows the same instance with one more boot. */
@Injectable()
export class InstanceService {
  constructor(private readonly em: EntityManager) {}

  /** One atomic upsert, so processes starting together count every boot and create one row. */
  async recordBoot(): Promise<Instance> {
    const em = this.em.fork();
    await em
      .createQueryBuilder(InstanceSchema)
      .insert({ id: randomUUID(), singleton: true, createdAt: raw('now()'), boots: 1, lastBootAt: raw('now()') })
      .onConflict('singleton')
      .merge({ boots: raw('core_instance.boots + 1'), lastBootAt: raw('now()') })
      .execute();
    return em.findOneOrFail(InstanceSchema, { singleton: true });
  }

  async current(): Promise<Instance | null> {
    return this.em.fork().findOne(InstanceSchema, { singleton: true });
  }
}
