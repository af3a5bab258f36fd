import { defineWorkspaceSettings } from '@otimiza/sdk/shared';
import { z } from 'zod';
import texts from './workspace-settings.texts.json' with { type: 'json' };

/**
 * The site audit's per-workspace settings: what a run started without saying uses (the start form's
 * first values, a scheduled run's and the public API's). Owners and admins set them on /account.
 */
export const siteAuditWorkspaceSettings = defineWorkspaceSettings({
  pluginId: 'site-audit',
  schema: z.object({
    defaultSamplePerGroup: z.number().int().min(1).max(50).default(5),
    defaultStrategy: z.enum(['mobile', 'desktop']).default('mobile'),
  }),
  fields: texts,
});
