import { z } from 'zod';

/**
 * The analysis plugin's settings, validated at boot with the core's when the plugin is mounted
 * (PLUGINS) and listed in the README's configuration table (`npm run docs:config`). Read them with
 * `pluginSettings(settings, analysisSettingsSchema)`.
 */
export const analysisSettingsSchema = z.object({
  PERFORMANCE_AUDIT_RUNS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(3)
    .describe(
      'Lighthouse runs per analysis on plans with Core Web Vitals (Pro and up); the run with the median performance score is kept, as Lighthouse advises against run-to-run variance. 1 runs once. The proof of such an analysis runs as many times.',
    ),
  AUDIT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(90_000)
    .describe('Time limit of one audit; past it the analysis fails with 408 "Analysis timed out".'),
  SYNC_ANALYZE_QUEUE_WAIT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(600_000)
    .default(60_000)
    .describe('How long a synchronous POST /api/analyze waits for its analysis to leave the queue; then it answers 202 with the queue position.'),
  SCORE_REGRESSION_MARGIN: z.coerce
    .number()
    .int()
    .min(0)
    .max(100)
    .default(5)
    .describe(
      "Points (0–100) a category's score may fall between a URL's previous audit and its new one (same strategy, same workspace) before the analysis publishes a score regression event; a fall of more than this many points in any category publishes it.",
    ),
});

export type AnalysisSettings = z.output<typeof analysisSettingsSchema>;
