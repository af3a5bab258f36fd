import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { WorkspaceSchema, createdAtProperty, owningUserProperty } from '@otimiza/sdk/server';

/**
 * A signed-in browser: the cookie holds a random token, this row its hash. Not workspace-filtered:
 * a session is what sets the request's workspace, so it is read before any workspace is known.
 */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'core_session',
  indexes: [{ name: 'core_session_user_idx', properties: ['user'] }],
  properties: {
    tokenHash: p.text().primary().fieldName('token_hash'),
    user: owningUserProperty(),
    workspace: () => p.manyToOne(WorkspaceSchema).fieldName('workspace_id').deleteRule('cascade').updateRule('no action'),
    isDemo: p.boolean().fieldName('is_demo').default(false),
    /** An administrator's session set to 'Ver como usuário comum': creator mode off on this session. */
    creatorPreview: p.boolean().fieldName('creator_preview').default(false),
    /** The investor demo's session: the name of the investor it was opened for (the creator's named link), shown in the demo; null otherwise. */
    demoInvestorName: p.text().fieldName('demo_investor_name').nullable(),
    createdAt: createdAtProperty(),
    lastSeenAt: p.datetime().fieldName('last_seen_at').defaultRaw('now()'),
    expiresAt: p.datetime().fieldName('expires_at'),
  },
});
export type Session = InferEntity<typeof SessionSchema>;
