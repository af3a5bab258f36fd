import type { HostBrand, LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import validationTexts from './validation-messages.texts.json' with { type: 'json' };

/**
 * The site audit's API, under /api/site-audit:
 *
 * - `POST   /runs`                  start a run ({@link startSiteAuditSchema}) → 201 {@link SiteAuditRunView}
 * - `GET    /runs`                  the workspace's runs, newest first → {@link SiteAuditRunList}
 * - `GET    /runs/:id`              one run with its figures so far → {@link SiteAuditRunView}
 * - `GET    /runs/:id/events`       Server-Sent Events `progress` ({@link SiteAuditProgress}) until the run ends
 * - `POST   /runs/:id/cancel`       stops a run: queued pages are dropped, audited ones kept → {@link SiteAuditRunView}
 * - `GET    /runs/:id/report`       the site report ({@link SiteAuditReport}), also while the run is going
 * - `GET    /runs/:id/pages`        the pages table ({@link sitePagesQuerySchema}) → {@link SitePageList}
 * - `GET    /runs/:id/export.csv`   the pages with their scores and failing audits (`?language=pt|en`)
 * - `GET    /runs/:id/export.json`  the report and every page
 * - `GET    /runs/:id/fixed-html.zip` the fixed HTML of every audited page (plans with `htmlDownload`)
 * - `POST   /runs/:id/share`        the run's share link ({@link SiteAuditShareLink}), made once: a finished run only (409 otherwise)
 * - `GET    /runs/:id/share`        the link in force → {@link SiteAuditShareState}
 * - `DELETE /runs/:id/share`        revokes it → `{ link: null }`: its address answers 404 from then on
 *
 * and, without a session, `GET /api/public/site-audits/:token` → {@link PublicSiteAuditReport}.
 *
 * Another workspace's run answers 404; the plan's page cap and runs per month answer 402/429
 * (see `siteAuditPlanLimits`).
 */

export const siteAuditCategories = ['performance', 'accessibility', 'seo', 'bestPractices'] as const;
export type SiteAuditCategory = (typeof siteAuditCategories)[number];
export type SiteCategoryScores = Record<SiteAuditCategory, number>;

export const siteAuditRunStatuses = ['discovering', 'auditing', 'completed', 'cancelled', 'failed'] as const;
export type SiteAuditRunStatus = (typeof siteAuditRunStatuses)[number];
/** A run in one of these statuses is over: nothing more will change in it. */
export const finishedRunStatuses: readonly SiteAuditRunStatus[] = ['completed', 'cancelled', 'failed'];

/**
 * A discovered page: `queued` (its audit is on the queue or about to be), `completed`, `failed`
 * (retried, then reported), `sampled-out` (its template group is represented by other pages),
 * `over-cap` (past the plan's pages per run), `cancelled` (the run was stopped before its audit).
 */
export const sitePageStatuses = ['queued', 'completed', 'failed', 'sampled-out', 'over-cap', 'cancelled'] as const;
export type SitePageStatus = (typeof sitePageStatuses)[number];

export const siteAuditValidationMessages: Record<keyof typeof validationTexts, LocalizedText> = validationTexts;

/** `POST /api/site-audit/runs`: an origin, optionally with a path prefix (`https://loja.com.br/blog`). */
export const startSiteAuditSchema = z.object({
  url: z.string({ error: 'site-audit.urlRequired' }).trim().min(1, { error: 'site-audit.urlRequired' }).max(2048, { error: 'site-audit.urlTooLong' }),
  /** The device; without it, the workspace's setting (`siteAuditWorkspaceSettings`, mobile unless changed). */
  strategy: z.enum(['mobile', 'desktop']).optional(),
  /** Pages audited per template group (the others are represented by them); without it, the workspace's setting (5 unless changed). */
  samplePerGroup: z
    .number({ error: 'site-audit.sampleSize' })
    .int({ error: 'site-audit.sampleSize' })
    .min(1, { error: 'site-audit.sampleSize' })
    .max(50, { error: 'site-audit.sampleSize' })
    .optional(),
  /** Every discovered page instead of a sample per group, up to the plan's cap: Enterprise only (402 otherwise). */
  auditAll: z.boolean().default(false),
});
export type StartSiteAudit = z.input<typeof startSiteAuditSchema>;

/** The `:id` of `/api/site-audit/runs/:id`. */
export const siteAuditRunIdSchema = z.object({ id: z.uuid() });

/** How far a run is: the same figures in the run view and in each `progress` event. */
export interface SiteAuditProgress {
  runId: string;
  status: SiteAuditRunStatus;
  /** Pages found so far (HTML pages of the site within the prefix). */
  discovered: number;
  /** Pages chosen for an audit (samples, within the plan's cap). */
  toAudit: number;
  audited: number;
  failed: number;
  /** Seconds left, from the pace of this run's finished pages; null until two have finished or once it is over. */
  etaSeconds: number | null;
}

/** What discovery met on the way: for the report's "what was and was not audited". */
export interface SiteDiscoverySummary {
  robots: { found: boolean; crawlDelaySeconds: number; sitemaps: string[] };
  sitemaps: { url: string; kind: string; entries?: number; detail?: string }[];
  /** Addresses not taken, counted by reason (robots, off-origin, not-html, query-variants, depth, …). */
  skippedByReason: Record<string, number>;
  /** Why discovery stopped: it found everything, reached the page limit, or ran out of time. */
  stoppedBy: 'complete' | 'page-cap' | 'time';
  /** Known addresses never visited because discovery stopped. */
  leftOut: number;
}

export interface SiteAuditRunView {
  id: string;
  /** The address as typed, normalised: origin and path prefix. */
  url: string;
  origin: string;
  pathPrefix: string;
  strategy: 'mobile' | 'desktop';
  samplePerGroup: number;
  auditAll: boolean;
  status: SiteAuditRunStatus;
  progress: SiteAuditProgress;
  /** The plan's pages per run when the run started. */
  pageCap: number;
  /** Pages chosen for an audit but left out by the plan's cap. */
  overCap: number;
  /** Why the run failed (discovery could not reach the site…), in both languages. */
  error: LocalizedText | null;
  discovery: SiteDiscoverySummary | null;
  createdAt: string;
  finishedAt: string | null;
}

/** `GET /api/site-audit/runs`: newest first, at most 100 (`hasMore` says there are older ones). */
export interface SiteAuditRunList {
  runs: (SiteAuditRunView & { scores: SiteScores | null })[];
  hasMore: boolean;
  /** What the plan allows and what this month used. */
  allowance: SiteAuditAllowance;
}

export interface SiteAuditAllowance {
  pagesPerRun: number;
  runsPerMonth: number;
  runsThisMonth: number;
  /** The Enterprise option of auditing every page instead of samples. */
  canAuditAll: boolean;
}

/** One category across the audited pages: the median and the worst page. */
export interface SiteCategoryFigure {
  median: number | null;
  worst: { score: number; url: string; pageId: string } | null;
}
export type SiteScores = Record<SiteAuditCategory, SiteCategoryFigure>;

/** An audit failing on several pages ("imagens sem alt: 37 de 120 páginas"), in the order to fix them. */
export interface SiteFailingAudit {
  id: string;
  title: LocalizedText;
  category: SiteAuditCategory;
  /** Lighthouse's weight of the audit in its category. */
  weight: number;
  /** Audited pages where it fails, of `of` audited pages. */
  pages: number;
  of: number;
  /** pages × weight: what the list is sorted by. */
  priority: number;
  /** Up to five of the pages, for a first look. */
  examples: { url: string; pageId: string }[];
}

/** A template group: the route shape, its pages, the ones audited for it, and the fixes proved on its first sample. */
export interface SiteGroupView {
  shape: string;
  pages: number;
  audited: number;
  /** The pages chosen for the group (audited, queued or failed; the others are represented by them). */
  samples: { url: string; pageId: string; status: SitePageStatus; analysisId: string | null }[];
  /** The group's scores: median of its audited pages. */
  scores: Partial<SiteCategoryScores>;
  /** The fixer's proof on the group's first sample page: before/after, when the plan verifies fixes. */
  proof: {
    analysisId: string;
    status: string;
    before: SiteCategoryScores | null;
    after: SiteCategoryScores | null;
    /** What the fixer changed on that page (its decisions), which the same template's other pages would take too. */
    fixes: LocalizedText[];
  } | null;
}

/** The previous finished run of the same address and strategy, category by category, with the spread rule. */
export interface SiteRunComparison {
  previousRunId: string;
  previousFinishedAt: string;
  categories: Record<
    SiteAuditCategory,
    { before: number | null; after: number | null; change: number | null; trend: 'improving' | 'stable' | 'declining' | null }
  >;
}

/** `GET /api/site-audit/runs/:id/report`. */
export interface SiteAuditReport {
  run: SiteAuditRunView;
  scores: SiteScores;
  failingAudits: SiteFailingAudit[];
  groups: SiteGroupView[];
  comparison: SiteRunComparison | null;
}

export const sitePageSorts = ['url', 'performance', 'accessibility', 'seo', 'bestPractices'] as const;

/** `GET /api/site-audit/runs/:id/pages`: filters and order of the pages table. */
export const sitePagesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  sort: z.enum(sitePageSorts).default('url'),
  order: z.enum(['asc', 'desc']).default('asc'),
  status: z.enum(sitePageStatuses).optional(),
  group: z.string().max(2048).optional(),
  /** Pages where this audit fails. */
  audit: z.string().max(200).optional(),
  /** Pages whose score in `category` is at most this. */
  maxScore: z.coerce.number().int().min(0).max(100).optional(),
  category: z.enum(siteAuditCategories).optional(),
});
export type SitePagesQuery = z.input<typeof sitePagesQuerySchema>;

export interface SitePageView {
  id: string;
  url: string;
  group: string;
  status: SitePageStatus;
  /** The page's own analysis (its existing view at /analysis/:id), once audited. */
  analysisId: string | null;
  scores: SiteCategoryScores | null;
  failingAudits: string[];
  error: LocalizedText | null;
}

export interface SitePageList {
  pages: SitePageView[];
  total: number;
}

/** The address of the web page a share link opens (`sharedSiteReportPattern` of the manifest). */
export const sharedSiteReportPath = (token: string) => `/site-report/${encodeURIComponent(token)}`;

/** A share link's capability token: 32 random bytes in base64url. A token of any other form is as unknown as a wrong one. */
export const siteAuditShareTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** `POST /api/site-audit/runs/:id/share` (201 made, 200 the one already in force). */
export interface SiteAuditShareLink {
  /** The absolute address to send: the instance's (or the white-label brand's domain) + `/site-report/{token}`. */
  url: string;
  token: string;
  createdAt: string;
}

/** `GET /api/site-audit/runs/:id/share`: the run's link in force, or null (`DELETE` answers it too, null). */
export interface SiteAuditShareState {
  link: SiteAuditShareLink | null;
}

/** The worst pages a share link shows; the whole table stays with the workspace (its exports). */
export const sharedWorstPagesLimit = 50;

/**
 * `GET /api/public/site-audits/:token`: the site report as a visitor of its share link reads it, in
 * the white-label brand in force for the workspace. No id of the workspace's rows (run, pages,
 * analyses) leaves the server; the pages are the worst {@link sharedWorstPagesLimit} audited ones.
 */
export interface PublicSiteAuditReport {
  run: Pick<
    SiteAuditRunView,
    'url' | 'origin' | 'pathPrefix' | 'strategy' | 'samplePerGroup' | 'auditAll' | 'status' | 'pageCap' | 'overCap' | 'error' | 'createdAt' | 'finishedAt'
  > & { progress: Pick<SiteAuditProgress, 'discovered' | 'toAudit' | 'audited' | 'failed'> };
  scores: Record<SiteAuditCategory, { median: number | null; worst: { score: number; url: string } | null }>;
  failingAudits: (Omit<SiteFailingAudit, 'examples'> & { examples: { url: string }[] })[];
  groups: (Omit<SiteGroupView, 'samples' | 'proof'> & {
    samples: { url: string; status: SitePageStatus }[];
    proof: Omit<NonNullable<SiteGroupView['proof']>, 'analysisId'> | null;
  })[];
  comparison: Omit<SiteRunComparison, 'previousRunId'> | null;
  /** The audited pages with the lowest scores (the mean of the four, then by address), at most {@link sharedWorstPagesLimit}. */
  worstPages: { url: string; group: string; scores: SiteCategoryScores; failingAudits: string[] }[];
  /** The white-label brand in force for the workspace (its logo under this link's address), or null for the product's look. */
  brand: HostBrand | null;
  /** When the link was made. */
  sharedAt: string;
}
