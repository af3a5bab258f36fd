import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { newestFirstIndex, oneOf, workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey, actingUserProperty } from '@otimiza/sdk/server';
import { invitableRoles, type InvitableRole } from '@otimiza/sdk/shared';

/**
 * An e-mailed invitation to join a workspace with a role: single use, expiring, and only the
 * token's hash is stored. Accepted rows stay (they answer 'already used'); a new invitation to
 * the same address replaces the open one, so an address has one open invitation per workspace.
 */
export const WorkspaceInvitationSchema = defineEntity({
  name: 'CoreWorkspaceInvitation',
  tableName: 'core_workspace_invitation',
  filters: workspaceFilter,
  indexes: [
    newestFirstIndex('core_workspace_invitation'),
    {
      name: 'core_workspace_invitation_open_once',
      expression: 'create unique index core_workspace_invitation_open_once on core_workspace_invitation (workspace_id, email) where accepted_at is null',
    },
  ],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    /** The invitee's address, lower-cased: the account that accepts must have it. */
    email: p.text(),
    role: p.text().$type<InvitableRole>().check(oneOf('role', invitableRoles)),
    /** sha256 of the link's 256-bit random token. */
    tokenHash: p.text().fieldName('token_hash').unique(),
    invitedBy: actingUserProperty('invited_by_id'),
    expiresAt: p.datetime().fieldName('expires_at'),
    acceptedAt: p.datetime().fieldName('accepted_at').nullable(),
    acceptedBy: actingUserProperty('accepted_by_id'),
  },
});
export type WorkspaceInvitation = InferEntity<typeof WorkspaceInvitationSchema>;
