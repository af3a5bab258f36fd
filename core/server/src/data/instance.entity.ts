import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';

/** This installation: one row, created by the first start, counting starts. */
export const InstanceSchema = defineEntity({
  name: 'Instance',
  tableName: 'core_instance',
  properties: {
    id: p.uuid().primary(),
    /** Always true, and unique: the table holds one row. */
    singleton: p.boolean().default(true).unique().check('singleton').hidden(),
    createdAt: p.datetime().fieldName('created_at'),
    boots: p.integer(),
    lastBootAt: p.datetime().fieldName('last_boot_at'),
  },
});

export type Instance = InferEntity<typeof InstanceSchema>;
