import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { PlaybookAction, PlaybookCategory } from '@otimiza/plugin-customer-success-shared';

/** A sequence of actions a CSM runs for a client. The built-in ones (`builtIn` names which) are made for every workspace at first use. */
export const PlaybookSchema = defineEntity({
  name: 'CsPlaybook',
  ...workspaceOwnedTable('customer_success_playbook'),
  uniques: [{ name: 'customer_success_playbook_built_in_unique', properties: ['workspace', 'builtIn'] }],
  properties: {
    ...workspaceOwnedRowProperties(),
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
