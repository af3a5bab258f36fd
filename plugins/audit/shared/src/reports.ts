import { normaliseAnalysisUrl, filteredPageOffsetRefinement, singleLine, withinPageOffset, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { frameworkTypes, type FrameworkId, type FrameworkType, type Severity } from './frameworks.js';
import type { CheckStatus } from './check-status.js';
import type { SiteReportSource, SiteReportView } from './site-reports.js';
import validationTexts from './validation-messages.texts.json' with { type: 'json' };

/** A report covers every framework (`comprehensive`) or those of one type. */
export const reportTypes = ['comprehensive', ...frameworkTypes] as const;
export type ReportType = (typeof reportTypes)[number];

/** draft → in_progress → completed (→ published when shared); `failed` when no site could be audited. */
export const reportStatuses = ['draft', 'in_progress', 'completed', 'published', 'failed'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

export type RiskLevel = 'critical' | 'high' | 'medium' | 'low' | 'none';

/** Message keys of the validation errors below; the server registers their texts and answers in the request's language. */
export const auditValidationMessages: Record<keyof typeof validationTexts, LocalizedText> = validationTexts;

/**
 * A typed address as the analysis stores it (SDK `normaliseAnalysisUrl`: trimmed, https:// when no
 * scheme, parsed and serialised, fragment dropped), so `https://x.com` is the `https://x.com/` its
 * analyses are stored under and one site is one spelling. Null when it is not an http(s) address.
 */
export function normaliseAuditUrl(value: string): string | null {
  const normalised = normaliseAnalysisUrl(value);
  return normalised.ok ? normalised.url : null;
}

export const auditUrlSchema = z
  .string({ error: 'audit.urlsInvalid' })
  .trim()
  .max(2048, { error: 'audit.urlsInvalid' })
  .transform((value, context) => {
    const url = normaliseAuditUrl(value);
    if (url === null) context.addIssue({ code: 'custom', message: 'audit.urlsInvalid' });
    return url ?? value;
  });

/**
 * `POST /api/audit/reports`. Without `urls`, the workspace's audited URLs (its analyses' distinct URLs, newest first, at most 10);
 * with `siteRunId`, the audited pages of that finished site audit (at most SITE_REPORT_PAGE_LIMIT), never with `urls`.
 */
export const createAuditReportSchema = z
  .object({
    title: singleLine(z.string({ error: 'audit.titleRequired' }).trim().min(1, { error: 'audit.titleRequired' }).max(120, { error: 'audit.titleTooLong' })),
    description: z.string().trim().max(2000, { error: 'audit.descriptionTooLong' }).default(''),
    type: z.enum(reportTypes, { error: 'audit.typeInvalid' }).default('comprehensive'),
    urls: z.array(auditUrlSchema, { error: 'audit.urlsInvalid' }).min(1, { error: 'audit.urlsInvalid' }).max(20, { error: 'audit.urlsInvalid' }).optional(),
    siteRunId: z.uuid({ error: 'audit.siteRunInvalid' }).optional(),
  })
  .refine((input) => !(input.siteRunId && input.urls), { error: 'audit.siteRunWithUrls', path: ['siteRunId'] });
export type CreateAuditReport = z.input<typeof createAuditReportSchema>;

/** `GET /api/audit/reports` query: `limit` up to 100; page numbers reach the newest 10 000 reports (page × limit, else 400 'paging.tooDeep'). */
export const reportListQuerySchema = z
  .object({
    status: z.enum(reportStatuses, { error: 'audit.statusInvalid' }).optional(),
    type: z.enum(reportTypes, { error: 'audit.typeInvalid' }).optional(),
    search: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(withinPageOffset, filteredPageOffsetRefinement);

export const reportIdSchema = z.object({ id: z.uuid() });
export const reportPdfQuerySchema = z.object({ language: z.enum(['pt', 'en'], { error: 'audit.languageInvalid' }).default('pt') });

export interface ReportSummary {
  /** Share of passed among the decided checks, 0–100; null when no check could be decided (every one `no_data`): no score, not 0. */
  overallScore: number | null;
  totalChecks: number;
  passed: number;
  failed: number;
  /** The most severe failed check's severity, `none` when nothing failed. */
  riskLevel: RiskLevel;
  /** Failed checks by severity. */
  failedBySeverity: Record<Severity, number>;
  /** Failed checks the HTML fixer already corrects. */
  correctedByFixer: number;
}

/** The engine that ran the checks: axe-core and Otimiza's own rule sets, with their versions. */
export interface AuditorView {
  name: string;
  certification: string | null;
  version: string;
}

export interface ReportProgress {
  done: number;
  total: number;
  currentUrl: string | null;
}

export interface AuditReportListItem {
  id: string;
  title: string;
  description: string;
  type: ReportType;
  status: ReportStatus;
  /** From the summary's risk level once completed; `medium` before. */
  priority: 'critical' | 'high' | 'medium' | 'low';
  urls: string[];
  frameworks: FrameworkId[];
  progress: ReportProgress;
  summary: ReportSummary | null;
  auditor: AuditorView;
  monitorId: string | null;
  /** The site audit whose pages the report covers; null for a report over addresses. */
  site: SiteReportSource | null;
  error: LocalizedText | null;
  createdAt: string;
  completedAt: string | null;
  publishedAt: string | null;
}

export interface AuditReportList {
  reports: AuditReportListItem[];
  total: number;
  page: number;
  limit: number;
}

/** What shows a check failed (or passed): the element, the request, the header, the cookie or the metric. */
export interface EvidenceView {
  kind: 'element' | 'request' | 'header' | 'cookie' | 'metric' | 'page' | 'library';
  selector?: string;
  snippet?: string;
  url?: string;
  header?: { name: string; value: string | null };
  cookie?: { name: string; domain: string };
  metric?: { id: string; value: number | null; budget: number; unit: 'ms' | 'unitless' };
  library?: { name: string; version: string; advisories: string[] };
  /** PNG data URL of the element. */
  screenshot?: string;
  note?: LocalizedText;
}

export interface CheckResultView {
  id: string;
  url: string;
  frameworkId: FrameworkId;
  frameworkType: FrameworkType;
  checkId: string;
  title: LocalizedText;
  clause: string;
  severity: Severity;
  status: CheckStatus;
  evidence: EvidenceView[];
  fixerCorrects: boolean;
}

/** `GET /api/audit/reports/:id`. */
export interface AuditReportDetail extends AuditReportListItem {
  checks: CheckResultView[];
  /** A site that could not be audited, and why. */
  siteErrors: { url: string; message: LocalizedText }[];
  /** Of a report over a site audit: its pages and each check over them (null otherwise). */
  siteReport: SiteReportView | null;
  /** Public link of the report's PDF once published. */
  shareUrl: string | null;
}

export type { FrameworkId, FrameworkType, Severity };
