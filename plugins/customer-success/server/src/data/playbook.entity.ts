import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newestFirstIndex, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';
import type { PlaybookAction, PlaybookCategory } from '@otimiza/plugin-customer-success-shared';

/** A sequence of actions a CSM runs for a client. The built-in ones (`builtIn` names which) are made for every workspace at first use. */
export const PlaybookSchema = defineEntity({
  name: 'CsPlaybook',
  tableName: 'customer_success_playbook',
  filters: workspaceFilter,
  indexes: [newestFirstIndex('customer_success_playbook')],
  uniques: [{ name: 'customer_success_playbook_built_in_unique', properties: ['workspace', 'builtIn'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    builtIn: p.text().fieldName('built_in').nullable(),
    name: p.text(),
    description: p.text().default(''),
    category: p.text().$type<PlaybookCategory>(),
    enabled: p.boolean().default(true),
    actions: p.json<PlaybookAction[]>(),
    createdBy: p.uuid().fieldName('created_by').nullable(),
  },
});
export type Playbook = InferEntity<typeof PlaybookSchema>;
