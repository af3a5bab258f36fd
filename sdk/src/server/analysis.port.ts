import type { SectorId } from '../shared/business-sectors.js';
import type { LocalizedText } from '../shared/messages.js';
import type { PostalAddress } from '../shared/page-understanding.js';

export interface AnalysisCategoryScores {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
}

/** A completed analysis as other plugins read it (reports, AI tools): scores, metrics, fixes, proof, context. */
export interface AnalysisRecord {
  id: string;
  url: string;
  domain: string;
  strategy: 'desktop' | 'mobile';
  /** Lighthouse runs behind the scores (3 for a median of three); absent means one. Compare only like with like (`previousComparable`). */
  auditRuns?: number;
  createdAt: string;
  completedAt: string | null;
  scores: AnalysisCategoryScores;
  /**
   * Lighthouse metrics by audit id (first-contentful-paint, largest-contentful-paint, …). Lighthouse's
   * texts (`display`, `title`) are in English; `displays` and `titles` carry Lighthouse's own texts in
   * both languages (records made by the analysis plugin always have them).
   */
  metrics: Record<string, { value: number | null; display: string | null; displays?: LocalizedText | null; score: number | null }>;
  opportunities: { id: string; title: string; titles?: LocalizedText; savingsMs: number; savingsBytes: number }[];
  /** Scored audits below 0.9 and the category points each costs; empty for analyses stored before they were kept. */
  failingAudits: {
    id: string;
    title: string;
    titles?: LocalizedText;
    category: keyof AnalysisCategoryScores;
    weight: number;
    score: number;
    gainPoints: number;
  }[];
  issuesCount: number;
  appliedFixes: { id: string; category: string; impact: 'high' | 'medium' | 'low'; savingsMs: number; titles: LocalizedText; descriptions: LocalizedText }[];
  verification: {
    status: string;
    before: AnalysisCategoryScores | null;
    after: AnalysisCategoryScores | null;
    /** What the proof verified, each category read with the run-to-run spread ('SEO +27 verificado; desempenho estável'); null until verified. */
    summary: LocalizedText | null;
    /** Categories that fell beyond the spread, with the titles of the applied fixes that may cause it. */
    regressions: { category: keyof AnalysisCategoryScores; fixes: LocalizedText[] }[];
  };
  /**
   * What the page says about the business, read once when it was analysed (understandPage). `sector` is
   * the sector's Portuguese name; the ids, address and phone are absent on analyses stored before them.
   */
  context: {
    companyName: string | null;
    businessType: string | null;
    sector: string | null;
    sectorId?: SectorId | 'unknown';
    businessTypeId?: string;
    location: string | null;
    address?: PostalAddress | null;
    phone?: string | null;
    targetAudience: string | null;
  } | null;
}

export interface AnalysisListItem {
  id: string;
  url: string;
  strategy: 'desktop' | 'mobile';
  /** Lighthouse runs behind the scores (sdk/shared `auditRunsOf`): with the URL and strategy, which audits compare. */
  auditRuns: number;
  createdAt: string;
  scores: AnalysisCategoryScores;
}

/** One file of a bundled site, answered for its path; `body` is text, or base64 when `encoding` says so. */
export interface BundledSiteFile {
  contentType: string;
  body: string;
  encoding?: 'utf8' | 'base64';
}

/**
 * An audit of a site whose bytes come with the request instead of the network: every request
 * to the URL's origin is answered from `files` (keyed by path, e.g. '/', '/robots.txt'; other
 * paths answer 404), nothing of that origin goes out. Only for the demo workspace.
 */
export interface BundledAuditRequest {
  url: string;
  files: Readonly<Record<string, BundledSiteFile>>;
  strategy: 'desktop' | 'mobile';
  /** Dates the analysis in the past (the demo's generated activity): its times are stored relative to this. */
  recordedAt?: Date;
  timeoutMs: number;
}

// In the SDK, not the analysis plugin's contract: the host consumes it (the demo seed audits its sample sites through it).
/**
 * Reading analyses from another plugin (docs/architecture.md: cross-plugin needs go through
 * ports). Provided by the analysis plugin; every read is scoped to the given workspace.
 */
export abstract class AnalysisPort {
  /** A completed analysis of the workspace, or null (missing, another workspace's, not completed). */
  abstract findCompleted(workspaceId: string, id: string): Promise<AnalysisRecord | null>;
  /** The workspace's completed analyses, newest first. */
  abstract listCompleted(workspaceId: string, limit: number): Promise<AnalysisListItem[]>;
  /**
   * Audits a URL for the workspace and waits for the result. It counts against the workspace's
   * plan: it draws on `reservationId` when the caller reserved the allowance up front
   * (EntitlementsPort.reserveAnalyses), else reserves one analysis itself (402/429 when none is
   * left). Throws an ApiError when the URL is refused or the audit fails.
   */
  abstract runAndWait(
    workspaceId: string,
    url: string,
    options: { strategy: 'desktop' | 'mobile'; timeoutMs: number; reservationId?: string },
  ): Promise<AnalysisRecord>;
  /**
   * Audits a bundled site through the normal pipeline (job, Lighthouse, fixer, context, proof)
   * and waits for the analysis (not its proof). Refused with 403 unless the workspace is the demo
   * workspace; never counted as plan usage. No HTTP route takes a bundle.
   */
  abstract runBundledAndWait(workspaceId: string, request: BundledAuditRequest): Promise<AnalysisRecord>;
  /**
   * The workspace's latest completed analysis of a URL before a date. For a comparison (a change
   * since the previous audit) pass `like` the analysis compared: only one of the same strategy and
   * run count is answered (sdk/shared `comparableKeyOf`), never a mobile audit for a desktop one.
   */
  abstract latestBefore(workspaceId: string, url: string, before: Date, like?: Pick<AnalysisRecord, 'strategy' | 'auditRuns'>): Promise<AnalysisRecord | null>;
  /** The workspace's completed analyses of a URL created since a date, oldest first (monitoring). */
  abstract historyOf(workspaceId: string, url: string, since: Date): Promise<AnalysisRecord[]>;
  /**
   * Queues the audit of one page of another plugin's batch (a site audit's run) under the id the
   * caller chose. The caller's own plan limits apply: no analysis allowance is drawn. Its
   * events carry `batchId`, so per-page notices stay quiet. The URL is checked by the safe
   * outbound policy again (400 INVALID_URL); 503 when the queue cannot take the job, with nothing stored.
   */
  abstract enqueueBatchPage(workspaceId: string, page: BatchPageRequest): Promise<void>;
  /**
   * Queues the proofs a batch's pages held back (`verify`): a batch's pages are audited first and
   * their proofs after, so that they never take the browser from a page still waiting. Answers how
   * many were queued; idempotent (a proof already queued or ended is not queued again). A proof the
   * queue cannot take is recorded as failed, not left pending.
   */
  abstract proveBatch(workspaceId: string, batchId: string): Promise<number>;
  /** Where the workspace's analyses of `ids` stand (a batch's progress); ids of other workspaces or unknown are absent. */
  abstract statesOf(workspaceId: string, ids: readonly string[]): Promise<AnalysisState[]>;
  /** The fixed HTML of a completed analysis of the workspace (the fixer's output), or null when it has none. */
  abstract optimizedHtmlOf(workspaceId: string, analysisId: string): Promise<string | null>;
}

export interface BatchPageRequest {
  /**
   * The analysis's id, chosen by the batch: the batch records it before asking, so a process
   * stopped between the two leaves an id with no analysis (read as failed, tried again) and
   * never an analysis the batch does not know of, which a second ask would duplicate.
   */
  id: string;
  url: string;
  strategy: 'desktop' | 'mobile';
  /** Audit the fixed page again (the proof), as Pro and Enterprise analyses do: once the batch asks (`proveBatch`). */
  verify: boolean;
  batchId: string;
  /** Who started the batch; null for scheduled work. */
  userId: string | null;
}

export interface AnalysisState {
  id: string;
  status: 'queued' | 'running' | 'completed' | 'failed';
  /** Why it failed, in both languages. */
  error: LocalizedText | null;
}
