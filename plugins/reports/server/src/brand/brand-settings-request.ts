import { z } from 'zod';
import { brandSettingsUpdateSchema } from '@otimiza/plugin-reports-shared';

/**
 * The shared update schema, with room for an oversized logo to reach the size check that
 * answers the clear 2 MB message (the JSON body itself is capped by the host).
 */
export const brandSettingsRequestSchema = brandSettingsUpdateSchema.extend({
  logo: z
    .string()
    .max(6 * 1024 * 1024, 'reports.logoTooLarge')
    .nullable()
    .optional(),
});

export type BrandSettingsInput = z.output<typeof brandSettingsRequestSchema>;
