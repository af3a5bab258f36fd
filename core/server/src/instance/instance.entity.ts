import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** This installation: one row, created by the first start, counting starts. */
export const InstanceSchema = defineEntity({
  name: 'Instance',
  tableName: 'core_instance',
  properties: {
    id: p.uuid().primary(),
    createdAt: p.datetime().fieldName('created_at'),
    boots: p.integer(),
    lastBootAt: p.datetime().fieldName('last_boot_at'),
  },
});

export type Instance = InferEntity<typeof InstanceSchema>;
