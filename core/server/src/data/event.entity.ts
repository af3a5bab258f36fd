import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { uuidPrimaryKey, createdAtProperty } from '@otimiza/sdk/server';

/**
 * Every published domain event, kept until its deliveries are queued (`queuedAt`). Not
 * workspace-owned: an event may be instance-wide, and only the core's event service reads it.
 */
export const DomainEventSchema = defineEntity({
  name: 'CoreDomainEvent',
  tableName: 'core_domain_event',
  indexes: [{ name: 'core_domain_event_unqueued_idx', properties: ['queuedAt', 'createdAt'] }],
  properties: {
    id: uuidPrimaryKey(),
    name: p.text(),
    workspaceId: p.uuid().fieldName('workspace_id').nullable(),
    payload: p.json<Record<string, unknown>>(),
    createdAt: createdAtProperty(),
    /** When one delivery job per subscriber was queued; null while the queue could not take them. */
    queuedAt: p.datetime().fieldName('queued_at').nullable(),
  },
});
export type DomainEventRow = InferEntity<typeof DomainEventSchema>;
