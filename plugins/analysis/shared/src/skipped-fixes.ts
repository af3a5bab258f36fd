import { z } from 'zod';

/** A fix of the fixer's catalogue, by its id ('meta-description', 'lazy-images'). */
const fixId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Not a fix id');

/** `POST /api/analysis/skipped-fixes`: the fixer stops applying this fix to the workspace's next analyses. */
export const skipFixRequestSchema = z.object({ fixId });
export type SkipFixRequest = z.input<typeof skipFixRequestSchema>;

/** `DELETE /api/analysis/skipped-fixes/:fixId`: the fixer applies it again. */
export const skippedFixParamsSchema = z.object({ fixId });

/** The fixes the workspace chose to drop (after a proof named one as a possible cause of a regression), newest first. */
export interface SkippedFixList {
  skippedFixes: { fixId: string; skippedAt: string }[];
}
