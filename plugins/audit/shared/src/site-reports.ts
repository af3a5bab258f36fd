import type { LocalizedText } from '@otimiza/sdk/shared';
import type { FrameworkId, Severity } from './frameworks.js';
import type { CheckStatus } from './check-status.js';

/**
 * Pages of a whole-site audit a compliance report inspects at most: each is loaded in the audit
 * browser, and a workspace's queued and running reports may have 60 pages to inspect in all.
 */
export const SITE_REPORT_PAGE_LIMIT = 50;

export type SiteAuditStrategy = 'desktop' | 'mobile';

/** Category medians of a site audit's pages (0–100); a category no page had is absent. */
export interface SiteMedians {
  performance?: number;
  accessibility?: number;
  seo?: number;
  bestPractices?: number;
}

/** `GET /api/audit/site-audits` item: a finished whole-site audit of the workspace a compliance report can cover. */
export interface SiteAuditOption {
  runId: string;
  /** Origin and path prefix that were audited. */
  url: string;
  strategy: SiteAuditStrategy;
  status: 'completed' | 'cancelled';
  audited: number;
  failed: number;
  medians: SiteMedians;
  finishedAt: string;
}

/** `GET /api/audit/site-audits`: `installed` false (and no runs) when this instance has no site audits. */
export interface SiteAuditOptionList {
  installed: boolean;
  runs: SiteAuditOption[];
}

/** The site audit a compliance report covers: its address, and how many of its audited pages the report inspects. */
export interface SiteReportSource {
  runId: string;
  url: string;
  strategy: SiteAuditStrategy;
  /** Pages the site audit audited. */
  pagesInRun: number;
  /** Pages this report inspects: the run's first ones by address, at most `pageLimit`. */
  pagesCovered: number;
  pageLimit: number;
}

/** One page of a site report: its address and the template group the site audit put it in. */
export interface SiteReportPage {
  url: string;
  group: string;
}

/** A check over the site's pages: how many pass, fail or could not be decided, and each page's result (its evidence is the `checks` entry `resultId`). */
export interface SiteCheckView {
  frameworkId: FrameworkId;
  checkId: string;
  title: LocalizedText;
  clause: string;
  /** The most severe severity it had on a failing page (the check's own when no page failed). */
  severity: Severity;
  passed: number;
  failed: number;
  noData: number;
  /** Share of the decided pages that pass, 0–100; null when no page could be decided. */
  score: number | null;
  /** Failing pages first, then undecided, then passing; by address within each. */
  pages: { url: string; group: string; status: CheckStatus; resultId: string }[];
}

/** `AuditReportDetail.siteReport` of a report over a site audit (its source is the report's `site`). */
export interface SiteReportView {
  pages: SiteReportPage[];
  /** Failing on the most pages first, the most severe first among equals. */
  checks: SiteCheckView[];
}
