import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { oneOf, workspaceOwnedTable, workspaceOwnedRowProperties } from '@otimiza/sdk/server';
import type { AlertKind } from '@otimiza/plugin-customer-success-shared';
import type { LocalizedText } from '@otimiza/sdk/shared';
import { CustomerSchema } from './customer.entity.js';

/** Something about a client that needs its CSM: open until its cause goes away or someone resolves it. */
export const AlertSchema = defineEntity({
  name: 'CsAlert',
  ...workspaceOwnedTable('customer_success_alert'),
  uniques: [{ name: 'customer_success_alert_source_unique', properties: ['workspace', 'sourceKey'] }],
  properties: {
    ...workspaceOwnedRowProperties(),
    customer: () => p.manyToOne(CustomerSchema).fieldName('customer_id').deleteRule('cascade').updateRule('no action'),
    kind: p
      .text()
      .$type<AlertKind>()
      .check(oneOf('kind', ['score-drop', 'no-login', 'detractor', 'failing-site'])),
    /** Names the cause (`score-drop:<customer>:<day>`): the same cause never makes two alerts. */
    sourceKey: p.text().fieldName('source_key'),
    title: p.json<LocalizedText>(),
    message: p.json<LocalizedText>(),
    status: p
      .text()
      .$type<'open' | 'resolved'>()
      .default('open')
      .check(oneOf('status', ['open', 'resolved'])),
    resolvedAt: p.datetime().fieldName('resolved_at').nullable(),
  },
});
export type Alert = InferEntity<typeof AlertSchema>;
