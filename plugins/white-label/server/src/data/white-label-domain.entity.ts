import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { dnsStatuses, type DnsStatus } from '@otimiza/plugin-white-label-shared';
import { WorkspaceSchema, workspaceFilter, workspaceOwnedProperties } from '@otimiza/sdk/server';

/**
 * A workspace's claim of a white-label address: one per
 * workspace, and what the last DNS check found. Several workspaces may claim the same address;
 * the one whose TXT record proves the domain (`verified_at`) keeps it — one at most per address —
 * and the others' claims are dropped. A claim not proved by `expires_at` lapses. `next_check_at`
 * is when the scheduler checks it again.
 */
export const WhiteLabelDomainSchema = defineEntity({
  name: 'WhiteLabelDomain',
  tableName: 'white_label_domain',
  filters: workspaceFilter,
  indexes: [
    { name: 'white_label_domain_next_check_idx', properties: ['nextCheckAt'] },
    { name: 'white_label_domain_host_idx', properties: ['host'] },
  ],
  uniques: [{ name: 'white_label_domain_verified_host_key', properties: ['host'], where: 'verified_at is not null' }],
  properties: {
    ...workspaceOwnedProperties(),
    workspace: () => p.manyToOne(WorkspaceSchema).primary().fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    domain: p.text(),
    subdomain: p.text().default(''),
    /** `subdomain.domain`, or the domain, in its canonical form: the Host header the brand answers to. */
    host: p.text(),
    /** The workspace's token, which the TXT record `_otimiza-verify.<host>` must hold: an MD5 of a random UUID (122 random bits), in hex. */
    verificationToken: p.text().fieldName('verification_token').defaultRaw('md5((gen_random_uuid())::text)'),
    /** When the TXT record proved the domain the workspace's; null while the claim is not proved. */
    verifiedAt: p.datetime().fieldName('verified_at').nullable(),
    /** When a claim not proved lapses (DOMAIN_CLAIM_DAYS after it was made); null once proved. */
    expiresAt: p.datetime().fieldName('expires_at').nullable(),
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
