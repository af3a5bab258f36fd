import { defineWorkspaceSettings } from '@otimiza/sdk/shared';
import { z } from 'zod';

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
  fields: {
    defaultSamplePerGroup: {
      label: { pt: 'Páginas por modelo', en: 'Pages per template' },
      description: {
        pt: 'Quantas páginas de cada modelo uma auditoria de site audita quando não se escolhe outro número (de 1 a 50).',
        en: 'How many pages of each template a site audit audits when no other number is chosen (1 to 50).',
      },
    },
    defaultStrategy: {
      label: { pt: 'Dispositivo', en: 'Device' },
      description: { pt: 'O dispositivo das auditorias de site que não escolhem outro.', en: 'The device of site audits that choose no other.' },
      options: { mobile: { pt: 'Celular', en: 'Mobile' }, desktop: { pt: 'Computador', en: 'Desktop' } },
    },
  },
});
