import { z } from 'zod';
import { pageFields, pageOffsetRefinement, singleLine, withinPageOffset, type LocalizedText, type PostalAddress, type SectorId } from '@otimiza/sdk/shared';
import type { AnalysisStep } from './progress.js';
import type { AnalysisError } from './failures.js';
import type { EstimatedImprovements, FixCategory, FixPriority, Verification } from './html-fixer.js';

export const strategies = ['desktop', 'mobile'] as const;
export type Strategy = (typeof strategies)[number];

/** `POST /api/analyze`: the URL is normalised and checked by the server (normaliseAnalysisUrl). */
export const auditProviders = ['lighthouse', 'pagespeed'] as const;
export type AuditProvider = (typeof auditProviders)[number];

export const analyzeRequestSchema = z.object({
  url: singleLine(z.string().max(2048)),
  strategy: z.enum(strategies).default('desktop'),
  /** `lighthouse` runs locally; `pagespeed` asks Google PageSpeed Insights (needs PAGESPEED_API_KEY). */
  provider: z.enum(auditProviders).default('lighthouse'),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

/** `POST /api/v1/analyze` `{ url, strategy }` of the public API: an audit with the local Lighthouse. */
export const publicAnalyzeRequestSchema = analyzeRequestSchema.pick({ url: true, strategy: true });

/**
 * `GET /api/analyses`: `limit` up to 100; page numbers reach the first 10 000 analyses (page ×
 * limit, else 400 'paging.tooDeep'); deeper pages follow `nextCursor`.
 */
export const listAnalysesQuerySchema = z
  .object({
    ...pageFields({ defaultLimit: 20 }),
    search: z.string().trim().max(200).optional(),
    /** `nextCursor` of the previous page: the page after it, whatever was added meanwhile (takes precedence over `page`). */
    cursor: z.string().max(200).optional(),
  })
  .refine(withinPageOffset, pageOffsetRefinement);

export const analysisIdSchema = z.object({ id: z.uuid() });

export const analysisStatuses = ['queued', 'running', 'completed', 'failed'] as const;
export type AnalysisStatus = (typeof analysisStatuses)[number];

/**
 * A correction the HTML fixer applied to the page (title, description, impact,
 * savings in ms). `title` and `description` are in the request's language; `titles` and
 * `descriptions` carry both.
 */
export interface AppliedFix {
  id: string;
  title: string;
  description: string;
  impact: 'high' | 'medium' | 'low';
  /** Time the audits this fix answers said could be saved; 0 for fixes that do not touch speed. */
  savingsMs: number;
  category: FixCategory;
  priority: FixPriority;
  titles: LocalizedText;
  descriptions: LocalizedText;
  audits: string[];
  count: number;
  before: string;
  after: string;
  /**
   * The audits of `audits` it answered only in part: of the elements Lighthouse listed for each,
   * how many it changed (the others are made by a script, or need a person). Absent when it
   * answered every listed element, and on analyses stored before it was kept.
   */
  partlyAnswered?: Record<string, AnsweredElements>;
}

/** Of the elements Lighthouse listed as failing an audit, how many a fix changed. */
export interface AnsweredElements {
  listed: number;
  answered: number;
}

/**
 * What the page says about the business, stored once per analysis (the SDK's PageUnderstanding)
 * and read by every feature. `sector` is the sector's Portuguese name, `businessType` the page's
 * schema.org type; the ids, address and phone are absent on analyses stored before they were kept.
 */
export interface AnalysisContext {
  url: string;
  domain: string;
  companyName: string | null;
  businessType: string | null;
  businessTypeId?: string;
  sector: string | null;
  sectorId?: SectorId | 'unknown';
  /** 'Belo Horizonte, MG'; only the UF when the page gives no city (from a phone's area code). */
  location: string | null;
  address?: PostalAddress | null;
  phone?: string | null;
  targetAudience: string | null;
  language: string | null;
}

export interface AnalysisScores {
  performanceScore: number;
  accessibilityScore: number;
  seoScore: number;
  bestPracticesScore: number;
}

/** A Lighthouse metric: its value, Lighthouse's display text (in the reader's language; `displays` carries both) and its score. */
export interface PageSpeedMetric {
  value: number | null;
  display: string | null;
  displays: LocalizedText | null;
  score: number | null;
}

/**
 * A performance opportunity. `title` is in the reader's language, `titles` and `descriptions` carry
 * Lighthouse's own texts in both (`descriptions` is null on analyses stored before they were kept).
 */
export interface PageSpeedOpportunity {
  id: string;
  title: string;
  titles: LocalizedText;
  descriptions: LocalizedText | null;
  savingsMs: number;
  savingsBytes: number;
  score: number | null;
}

export interface PageSpeedResults {
  strategy: Strategy;
  /** Lighthouse runs behind these results: 3 when the run with the median performance score of three was kept; absent means one. */
  auditRuns?: number;
  lighthouseVersion: string;
  fetchTime: string;
  metrics: Record<string, PageSpeedMetric>;
  opportunities: PageSpeedOpportunity[];
  /** Scored audits below 0.9, with the points their category would gain if fixed; absent on analyses stored before it was kept. */
  failingAudits?: FailingAudit[];
}

export type AuditCategory = 'performance' | 'accessibility' | 'seo' | 'bestPractices';

/**
 * A failing Lighthouse audit: its weight in its category and the category points it costs
 * (weight × (1 − score) / total weight × 100). Texts as in PageSpeedOpportunity.
 */
export interface FailingAudit {
  id: string;
  title: string;
  titles: LocalizedText;
  descriptions: LocalizedText | null;
  category: AuditCategory;
  weight: number;
  score: number;
  gainPoints: number;
}

/** Why a failing audit was not answered by rewriting the HTML. */
export type AuditDecisionReason = 'server' | 'content' | 'third-party' | 'manual';

/**
 * What became of one failing audit: fixed by the rewrite (every element Lighthouse listed for it
 * changed), partly fixed (some of them: the audit still fails), waiting for the user's decision (a
 * change never made silently, such as removing a noindex), or not fixable in the HTML, and why.
 */
export interface AuditDecision {
  id: string;
  category: AuditCategory;
  title: string;
  titles: LocalizedText;
  gainPoints: number;
  status: 'fixed' | 'partly-fixed' | 'cannot-fix-in-html' | 'awaits-decision';
  reason: AuditDecisionReason | null;
  /** The fix that answered it, when fixed or partly fixed. */
  fixId: string | null;
  /** When partly fixed: of the elements Lighthouse listed, how many the fix changed. */
  elements?: AnsweredElements;
}

/** One analysis as the API answers it. */
export interface AnalysisView {
  id: string;
  url: string;
  domain: string;
  path: string;
  strategy: Strategy;
  provider: AuditProvider;
  status: AnalysisStatus;
  progress: { percent: number; step: AnalysisStep | null };
  error: AnalysisError | null;
  createdAt: string;
  created_at: string;
  completedAt: string | null;
  durationMs: number | null;
  scores: AnalysisScores | null;
  performance_score: number | null;
  accessibility_score: number | null;
  seo_score: number | null;
  best_practices_score: number | null;
  issuesCount: number | null;
  appliedFixes: AppliedFix[];
  /** Every failing audit (metrics aside) with what became of it; empty before completion or for analyses stored without failing audits. */
  auditDecisions: AuditDecision[];
  context: AnalysisContext | null;
  pageSpeedResults: PageSpeedResults | null;
  /** The page rewritten with the fixes; null without the htmlDownload feature or before completion. */
  optimizedHtml: string | null;
  /** Score points the fixes should gain, from the weights of the audits they answer. */
  estimatedImprovements: EstimatedImprovements | null;
  /** The fixed page audited again (visualFeedback: pro and up; else `skipped`). */
  verification: Verification;
  /** Sandboxed preview of the optimised page (text/html with `Content-Security-Policy: sandbox`). */
  previewUrl: string | null;
  downloadUrl: string | null;
}

/**
 * One analysis in a list (`GET /api/analyses`): what a history card shows. The page, its fixes,
 * context and PageSpeed results are read from `GET /api/analyses/:id`.
 */
export type AnalysisSummary = Pick<
  AnalysisView,
  | 'id'
  | 'url'
  | 'domain'
  | 'path'
  | 'strategy'
  | 'provider'
  | 'status'
  | 'progress'
  | 'error'
  | 'createdAt'
  | 'created_at'
  | 'completedAt'
  | 'durationMs'
  | 'scores'
  | 'performance_score'
  | 'accessibility_score'
  | 'seo_score'
  | 'best_practices_score'
  | 'issuesCount'
> & { verification: Pick<Verification, 'status'> };

export interface AnalysesListResponse {
  analyses: AnalysisSummary[];
  /** Analyses of the workspace (matching the search); with a search, counted up to `totalCapped`. */
  total: number;
  /** True when a search matches more than 10 000 analyses: `total` then says 10 000. */
  totalCapped: boolean;
  page: number;
  limit: number;
  /** Pass as `cursor` for the page after this one (keyset paging); null on the last page. */
  nextCursor: string | null;
  /** True when another page follows this one. */
  hasMore: boolean;
}

export interface DashboardStats {
  totalAnalyses: number;
  monthlyAnalyses: number;
  /** Mean score change between the first and the latest analysis of each URL; null with no URL analysed twice. */
  avgImprovement: number | null;
  /** Mean load time (ms): the Largest Contentful Paint of the completed audits; null without audits. */
  avgLoadTime: number | null;
  thisMonth: number;
}

/** A Server-Sent Event of `GET /api/analyses/:id/events`. */
export interface AnalysisProgressEvent {
  id: string;
  status: AnalysisStatus;
  percent: number;
  step: AnalysisStep | null;
  error: AnalysisError | null;
}
