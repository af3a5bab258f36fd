import { singleLine, type HostBrand } from '@otimiza/sdk/shared';
import { z } from 'zod';

/** `POST /api/reports/share`. */
export const shareReportRequestSchema = z.object({
  analysisId: z.uuid(),
  title: singleLine(z.string().trim().min(1).max(160)),
  description: z.string().trim().max(1000).default(''),
  isPublic: z.boolean().default(true),
  customizations: z
    .object({
      includeRecommendations: z.boolean().default(true),
      includeMetrics: z.boolean().default(true),
      includeCharts: z.boolean().default(true),
      hideContactInfo: z.boolean().default(false),
    })
    .default({ includeRecommendations: true, includeMetrics: true, includeCharts: true, hideContactInfo: false }),
});
export type ShareReportRequest = z.input<typeof shareReportRequestSchema>;

export const selectAnalysisMessage = {
  title: { pt: 'Selecione uma análise', en: 'Select an analysis' },
  description: { pt: 'Escolha uma análise para compartilhar', en: 'Choose an analysis to share' },
} as const;

/** One line of `GET /api/reports/shared`. */
export interface SharedReportView {
  id: string;
  analysisId: string;
  title: string;
  description: string;
  isPublic: boolean;
  viewCount: number;
  createdAt: string;
  /** Absolute link, for example `https://app.otimiza.com.br/r/{token}`. */
  shareUrl: string;
  customizations: z.output<typeof shareReportRequestSchema>['customizations'];
}

export const sharedReportIdSchema = z.object({ id: z.uuid() });
export const shareTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/) });

/** One choice of the create dialog: `GET /api/reports/analyses` answers `{ analyses }`, newest first. */
export interface ShareableAnalysis {
  id: string;
  url: string;
  createdAt: string;
  scores: PublicReportScores;
}

export interface PublicReportScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

/** `GET /api/public/reports/:token`: what a visitor of a shared report sees. */
export interface PublicSharedReport {
  /**
   * This page load's view, for its beacons (`POST /api/public/reports/:token/events`): a random id,
   * no cookie and no address kept; null for the workspace's own members, whose visits are not counted.
   */
  viewId: string | null;
  /**
   * The NPS question of customer success for the client this report is about (SatisfactionSurveysPort),
   * asked of visitors only; the page posts `{ score }` (0–10) to `answerPath`, this visit's own
   * invitation: it keeps one answer, and answering again replaces it. Null when nobody asks.
   */
  satisfactionSurvey: { answerPath: string } | null;
  title: string;
  description: string;
  createdAt: string;
  analysis: {
    url: string;
    strategy: 'desktop' | 'mobile';
    analyzedAt: string;
    scores: PublicReportScores;
    /** Lighthouse metrics, when the report includes them (`includeMetrics`). */
    metrics: { id: string; value: number | null; display: string | null; score: number | null }[] | null;
    /** The fixes and the opportunities found, when the report includes them (`includeRecommendations`). */
    recommendations: {
      /**
       * Whether the workspace's plan receives the optimised HTML with these fixes (`htmlDownload`,
       * Pro and up): then they are 'Correções aplicadas'; otherwise (free, lite) 'Correções sugeridas'.
       */
      fixesDelivered: boolean;
      appliedFixes: {
        id: string;
        category: string;
        impact: 'high' | 'medium' | 'low';
        savingsMs: number;
        title: { pt: string; en: string };
        description: { pt: string; en: string };
      }[];
      opportunities: { id: string; title: { pt: string; en: string }; savingsMs: number }[];
    } | null;
    /** The proof: the scores of the fixed page audited again, when it was verified. */
    verified: {
      before: PublicReportScores;
      after: PublicReportScores;
      /** What it verified, each category read with the run-to-run spread ('SEO +27 verificado; desempenho estável'). */
      summary: { pt: string; en: string } | null;
      /** Categories that fell beyond the spread, with the titles of the applied fixes that may cause it. */
      regressions: { category: keyof PublicReportScores; fixes: { pt: string; en: string }[] }[];
    } | null;
  };
  includeCharts: boolean;
  /** The look of the report: the workspace's brand settings, under the white-label brand's name, colours and logo when one is in force. */
  brand: {
    companyName: string;
    /** `/api/public/reports/{token}/logo` when the brand has a logo. */
    logoUrl: string | null;
    primaryColor: string;
    secondaryColor: string;
    /** Null when the report hides the contact information. */
    contact: { email: string; website: string } | null;
  };
  /**
   * The white-label brand in force for the report's workspace (its own, or its reseller's), or null:
   * the page's frame shows it in place of the product, and no product mark when `hideProductBrand`.
   * `logoUrl` is the report's own logo address, as in `brand`.
   */
  whiteLabel: HostBrand | null;
}
