import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';

const text = (max: number) => singleLine(z.string().trim().min(1, { error: 'bi.titleRequired' }).max(max, { error: 'bi.titleTooLong' }));
const amount = z.number({ error: 'bi.numberInvalid' }).min(0, { error: 'bi.numberInvalid' }).max(1e16, { error: 'bi.numberInvalid' });
const percent = z.number({ error: 'bi.numberInvalid' }).min(-100, { error: 'bi.numberInvalid' }).max(1000, { error: 'bi.numberInvalid' });
const tenScale = z.number({ error: 'bi.scoreInvalid' }).min(0, { error: 'bi.scoreInvalid' }).max(10, { error: 'bi.scoreInvalid' });

/** `PUT /api/bi/market-intelligence/dataset`: a market dataset the user uploads (JSON), with its source cited. */
export const marketDatasetSchema = z.object({
  source: z.object({
    name: singleLine(z.string({ error: 'bi.sourceRequired' }).trim().min(2, { error: 'bi.sourceRequired' }).max(200, { error: 'bi.sourceRequired' })),
    url: z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/i, { error: 'bi.urlInvalid' })
      .nullable()
      .default(null),
    /** When the source published the figures (YYYY-MM-DD). */
    publishedAt: z.iso.date({ error: 'bi.numberInvalid' }).nullable().default(null),
  }),
  marketSize: z
    .object({ total: amount, growth: percent, currency: z.literal('BRL').default('BRL') })
    .nullable()
    .default(null),
  segments: z
    .array(z.object({ name: text(120), size: amount, growth: percent }))
    .max(50)
    .default([]),
  trends: z
    .array(z.object({ name: text(120), description: z.string().trim().max(1000).default(''), impact: tenScale, opportunity: tenScale }))
    .max(50)
    .default([]),
  opportunities: z
    .array(z.object({ market: text(120), description: z.string().trim().max(1000).default(''), size: amount }))
    .max(50)
    .default([]),
  threats: z
    .array(
      z.object({
        description: text(500),
        probability: z.number({ error: 'bi.probabilityInvalid' }).min(0, { error: 'bi.probabilityInvalid' }).max(100, { error: 'bi.probabilityInvalid' }),
        impact: tenScale,
      }),
    )
    .max(50)
    .default([]),
});
export type MarketDatasetInput = z.input<typeof marketDatasetSchema>;
export type MarketDataset = z.output<typeof marketDatasetSchema>;

export type CategoryKey = 'performance' | 'seo' | 'accessibility' | 'bestPractices';

/** A competitor as the workspace's competitor analyses measured it. */
export interface CompetitorView {
  domain: string;
  /** Analyses it was in. */
  analyses: number;
  /** Share of the category contests (4 per analysis) it won, in percent (ties split). */
  marketShare: number;
  /** Its average scores over those analyses. */
  scores: Record<CategoryKey, number>;
  /** Its two best categories. */
  strengths: CategoryKey[];
  /** Average score change from its first to its latest analysis (points); null when in one analysis only. */
  change: number | null;
  trend: 'improving' | 'declining' | 'stable' | null;
  /** No revenue figure exists for a competitor in the workspace's data. */
  revenue: null;
}

/** `GET /api/bi/market-intelligence`. */
export interface MarketIntelligence {
  competitors: {
    analyses: number;
    from: string | null;
    to: string | null;
    /** The workspace's own pages' share of the contests. */
    ownShare: number | null;
    items: CompetitorView[];
    /** The AI tools plugin is not mounted: no competitor analyses can exist. */
    available: boolean;
  };
  /** The uploaded dataset and when it was uploaded; null: the empty state explains how to add one. */
  dataset: (MarketDataset & { uploadedAt: string }) | null;
}
