import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import { SiteAuditRunSchema } from './site-audit-run.entity.js';

/**
 * The share link of a finished run: an unguessable token that opens the site report without a
 * session. The token is kept as it is, as the reports plugin keeps its shared reports' (the owner
 * copies the link again from the run's page); revoked links stay, with `revokedAt`, so the address
 * of one never opens again. A run has at most one link in force (a partial unique index).
 */
export const SiteAuditShareLinkSchema = defineEntity({
  name: 'SiteAuditShareLink',
  tableName: 'site_audit_share_link',
  filters: workspaceFilter,
  indexes: [
    {
      // Twenty clicks on "Compartilhar" at once store one link: the others read it.
      name: 'site_audit_share_link_live_unique',
      expression: 'create unique index site_audit_share_link_live_unique on site_audit_share_link (run_id) where revoked_at is null',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    run: () => p.manyToOne(SiteAuditRunSchema).fieldName('run_id').deleteRule('cascade').updateRule('no action'),
    /** Null once its author's account is gone. */
    createdBy: actingUserProperty('created_by'),
    token: p.text().unique(),
    revokedAt: p.datetime().fieldName('revoked_at').nullable(),
  },
});
export type SiteAuditShareLink = InferEntity<typeof SiteAuditShareLinkSchema>;
