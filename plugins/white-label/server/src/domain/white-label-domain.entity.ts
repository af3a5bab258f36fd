import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { dnsStatuses, type DnsStatus } from '@otimiza/plugin-white-label-shared';
import { WorkspaceSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/**
 * A workspace's white-label domain (spec 001 §3, domain config): one per workspace, its address
 * unique across workspaces, and what the last DNS check found. `next_check_at` is when the
 * scheduler checks it again.
 */
export const WhiteLabelDomainSchema = defineEntity({
  name: 'WhiteLabelDomain',
  tableName: 'white_label_domain',
  filters: workspaceFilter,
  indexes: [{ name: 'white_label_domain_next_check_idx', properties: ['nextCheckAt'] }],
  properties: {
    ...workspaceOwnedProperties(),
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    domain: p.text(),
    subdomain: p.text().default(''),
    /** `subdomain.domain`, or the domain: the Host header the brand answers to. */
    host: p.text().unique(),
    status: p
      .text()
      .$type<DnsStatus>()
      .default('pending')
      .check(`status in (${dnsStatuses.map((status) => `'${status}'`).join(',')})`),
    foundTarget: p.text().fieldName('found_target').nullable(),
    checkedAt: p.datetime().fieldName('checked_at').nullable(),
    /** The resolver's error code when the last look-up could not be made (ETIMEOUT, ESERVFAIL…); null after an answer. */
    lastError: p.text().fieldName('last_error').nullable(),
    nextCheckAt: p.datetime().fieldName('next_check_at').nullable(),
  },
});
export type WhiteLabelDomain = InferEntity<typeof WhiteLabelDomainSchema>;
