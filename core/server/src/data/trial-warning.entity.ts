import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { WorkspaceSchema } from '@otimiza/sdk/server';

/**
 * The `trialEnding` warning published for a workspace's trial (its temporary Enterprise access):
 * the row is claimed by one insert per trial end, so each trial warns once across replicas.
 */
export const TrialWarningSchema = defineEntity({
  name: 'CoreTrialWarning',
  tableName: 'core_trial_warning',
  properties: {
    workspace: () => p.manyToOne(WorkspaceSchema).fieldName('workspace_id').primary().deleteRule('cascade').updateRule('no action'),
    /** The end of the trial that was warned about; a later trial end (an extension) warns again. */
    trialEndsAt: p.datetime().fieldName('trial_ends_at'),
    warnedAt: p.datetime().fieldName('warned_at').defaultRaw('now()'),
  },
});
export type TrialWarning = InferEntity<typeof TrialWarningSchema>;
