import { z } from 'zod';
import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import type { AnalysisFailureCode } from './failures.js';

/** The categories of the four Lighthouse scores a fix answers to. */
export const fixCategories = ['seo', 'accessibility', 'performance', 'best-practices'] as const;
export type FixCategory = (typeof fixCategories)[number];

export const fixPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type FixPriority = (typeof fixPriorities)[number];

/** One correction of the HTML fixer, with the snippet before and after it. */
export interface HtmlFixView {
  /** The catalogue id, for example `meta-description` or `image-alt`. */
  id: string;
  category: FixCategory;
  priority: FixPriority;
  title: LocalizedText;
  description: LocalizedText;
  /** The Lighthouse audits this fix answers. */
  audits: string[];
  /** How many elements it touched. */
  count: number;
  before: string;
  after: string;
  /** The spec's name for the corrected code: the same text as `after`. */
  fixedCode: string;
}

/** Estimated change of each score, in points (0–100), from the weights of the audits the fixes answer. */
export interface EstimatedImprovements {
  seo: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /**
   * `page-audit`: from the page's own Lighthouse report. `catalogue`: no audit of the page yet —
   * Lighthouse's default weights (a lower bound), and no performance estimate (it needs the page's metrics).
   */
  basis: 'page-audit' | 'catalogue';
}

export interface CategoryScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

/** The proof: the optimised HTML audited again with the same settings ("verified improvement"). */
export interface Verification {
  status: 'pending' | 'running' | 'completed' | 'failed' | 'skipped';
  /** The analysis' scores, or the original audited again at proof time when `beforeRemeasured`. */
  before: CategoryScores | null;
  after: CategoryScores | null;
  /**
   * True when the fixed page read slower than the analysis beyond the run-to-run spread, so the
   * original page was audited again beside it and `before` is that reading.
   */
  beforeRemeasured: boolean;
  change: CategoryScores | null;
  /** `message` in the reader's language; `code` as for the analysis' own failure. */
  error: { type: string; code: AnalysisFailureCode | null; message: string } | null;
  completedAt: string | null;
}

export const htmlToolRequestSchema = z.object({ url: singleLine(z.string().max(2048)) });
export type HtmlToolRequest = z.input<typeof htmlToolRequestSchema>;

/** `POST /api/analyze-html`. */
export interface AnalyzeHtmlResponse {
  url: string;
  companyName: string | null;
  fixes: HtmlFixView[];
  estimatedImprovements: EstimatedImprovements;
  summary: {
    /** How many SEO fixes the page needs. */
    seoImprovements: number;
    /** Estimated performance points. */
    performanceGain: number;
    /** Estimated accessibility points. */
    accessibilityScore: number;
  };
  /**
   * How many fixes the page needs, each once however many elements it touches (`fixCount`, the
   * definition an analysis' 'Correções' count reads): the fixes' own `count` says the elements.
   */
  totalIssuesFound: number;
}

export interface HtmlStructureStats {
  metaTags: number;
  headingsStructure: { level: number; text: string }[];
  imagesWithAlt: number;
  totalImages: number;
}

/** `POST /api/auto-implement-html`. */
export interface AutoImplementHtmlResponse {
  id: string;
  url: string;
  implementedFixes: HtmlFixView[];
  optimizedHtml: string;
  beforeAfterComparison: { before: HtmlStructureStats; after: HtmlStructureStats };
  estimatedImprovements: EstimatedImprovements;
  /** `GET` it to download the optimised page as a file. */
  downloadUrl: string;
  /** `GET` it in a sandboxed iframe to see the optimised page. */
  previewUrl: string;
  errors: LocalizedText[];
}

/** `POST /api/auto-fix-html`. */
export interface AutoFixHtmlResponse {
  id: string;
  url: string;
  fixesApplied: number;
  fixes: HtmlFixView[];
  downloadUrl: string;
  previewUrl: string;
}

export const htmlFixIdSchema = z.object({ id: z.uuid() });
