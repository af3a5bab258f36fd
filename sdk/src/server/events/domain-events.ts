import type { AnalysisCategoryScores } from '../analysis.port.js';
import type { LocalizedText } from '../../shared/messages.js';
import { defineEvent } from './events.port.js';

/**
 * The events the installed plugins and the core publish. Payloads carry ids and the few values a
 * subscriber needs to decide; the rest is read through the ports (AnalysisPort for an analysis).
 */

/**
 * An analysis finished and its scores are stored. `previous` is the same URL's latest earlier audit in the workspace that
 * compares with it (the same strategy and run count, sdk/shared `comparableKeyOf`).
 */
export const analysisCompleted = defineEvent<{
  analysisId: string;
  /** Who asked for it; null for the demo's generated activity and public-API keys without a user. */
  userId: string | null;
  url: string;
  strategy: 'desktop' | 'mobile';
  /** Lighthouse runs behind the scores (sdk/shared `auditRunsOf`); absent from events published before it was sent. */
  auditRuns?: number;
  /** The batch of another plugin it was queued for (a site audit's run id); null for an analysis of its own. Absent from events published before it was sent. */
  batchId?: string | null;
  scores: AnalysisCategoryScores;
  /** Lighthouse's Core Web Vitals of the run, null when the audit had none. */
  vitals: { lcpMs: number | null; cls: number | null; tbtMs: number | null };
  failingAudits: number;
  previous: { analysisId: string; scores: AnalysisCategoryScores; completedAt: string } | null;
}>('analysis.completed');

export const analysisFailed = defineEvent<{
  analysisId: string;
  userId: string | null;
  url: string;
  errorType: string;
  message: LocalizedText;
  /** The batch of another plugin it was queued for (a site audit's run id); null for an analysis of its own. Absent from events published before it was sent. */
  batchId?: string | null;
}>('analysis.failed');

/** The fixed page was audited again: the measured before/after of the proof. */
export const improvementVerified = defineEvent<{
  analysisId: string;
  userId: string | null;
  url: string;
  /** The batch of another plugin it was queued for (a site audit's run id); null for an analysis of its own. Absent from events published before it was sent. */
  batchId?: string | null;
  before: AnalysisCategoryScores;
  after: AnalysisCategoryScores;
  /**
   * What the proof verified, each category read with the run-to-run spread ('SEO +27 verificado;
   * desempenho estável'): the notification's heading. Absent from events published before it was sent.
   */
  summary?: LocalizedText;
  /** Categories that fell beyond the spread, with the titles of the applied fixes that may cause it. */
  regressions?: { category: keyof AnalysisCategoryScores; fixes: LocalizedText[] }[];
}>('analysis.improvement-verified');

/** A URL's new audit scored below its previous one by more than the configured margin in at least one category. */
export const scoreRegression = defineEvent<{
  analysisId: string;
  previousAnalysisId: string;
  userId: string | null;
  url: string;
  drops: { category: keyof AnalysisCategoryScores; from: number; to: number }[];
  /** Audits that passed (score ≥ 0.9) in the previous run and fail now, worst first. */
  worsenedAudits: { id: string; title: LocalizedText }[];
}>('analysis.score-regression');

export const competitorAnalysisFinished = defineEvent<{
  comparisonId: string;
  userId: string | null;
  url: string;
  competitors: string[];
  status: 'completed' | 'failed';
}>('ai-tools.competitor-analysis-finished');

/** A scheduled compliance audit scored below its previous run, or found critical failures the previous run did not have. */
export const auditRegression = defineEvent<{
  reportId: string;
  previousReportId: string;
  monitorId: string;
  monitorName: string;
  from: number;
  to: number;
  /** Checks that passed in the previous run and fail now, most severe first. */
  newFailures: { checkId: string; url: string; title: LocalizedText; severity: 'critical' | 'high' | 'medium' | 'low' }[];
}>('audit.regression');

/** `actionPath`: the app page that lists the report (the reports page when absent), e.g. '/business-intelligence'. */
export const recurringReportSent = defineEvent<{ reportId: string; name: string; recipients: number; actionPath?: string }>('reports.recurring-sent');
export const recurringReportFailed = defineEvent<{ reportId: string; name: string; reason: string; actionPath?: string }>('reports.recurring-failed');

/**
 * A report sent now by e-mail ('Enviar por e-mail'): what was sent, by whom, to how many addresses
 * and the outbox ids of the messages (one per recipient). The notifications plugin records it in
 * its delivery analytics.
 */
export const reportEmailed = defineEvent<{
  userId: string;
  /** What the report is of: an analysis, a site audit or an audit report. */
  source: 'analysis' | 'site-audit' | 'audit-report';
  itemId: string;
  title: string;
  messageIds: string[];
  sentAt: string;
}>('reports.emailed');

export const paymentFailed = defineEvent<{ userId: string; plan: string }>('billing.payment-failed');
export const planChanged = defineEvent<{ userId: string; from: string; to: string }>('billing.plan-changed');
export const trialEnding = defineEvent<{ userId: string; plan: string; endsAt: string }>('billing.trial-ending');

/** A sign-in from a browser the user had not signed in from before. */
export const loginFromNewDevice = defineEvent<{ userId: string; device: string; at: string }>('account.login-new-device');

/** An instance administrator's message to every workspace (workspaceId null) or to one. */
export const adminAnnouncement = defineEvent<{ title: LocalizedText; message: LocalizedText; actionUrl: string | null }>('admin.announcement');

/**
 * Customer success: a client of an agency needs attention — its health score dropped, its people
 * stopped signing in, a detractor answered the NPS question, or one of its sites fails. `factors`
 * names the health factors behind it (their scores before and now, 0–100, null when unmeasured).
 */
export const customerHealthAlert = defineEvent<{
  alertId: string;
  customerId: string;
  customerName: string;
  kind: 'score-drop' | 'no-login' | 'detractor' | 'failing-site';
  /** The member following the client (its CSM), or null: then the owners and admins. */
  csmUserId: string | null;
  score: number | null;
  previousScore: number | null;
  factors: { key: 'engagement' | 'value' | 'satisfaction' | 'product'; name: LocalizedText; from: number | null; to: number | null }[];
  title: LocalizedText;
  message: LocalizedText;
}>('customer-success.health-alert');

/**
 * Business intelligence: a metric on a dashboard whose alerts are on shows a value out of its
 * pattern (robust z-score), or its 90-day forecast crosses its target. `metricId`, `kind` and
 * `at` (the period it is about, YYYY-MM-DD) make one alert: a later check of the same finds it again.
 */
export const biMetricAlert = defineEvent<{
  dashboardId: string;
  dashboardTitle: string;
  /** Who created the dashboard; null when that member left (then the owners and admins). */
  userId: string | null;
  metricId: string;
  kind: 'anomaly' | 'target-crossing';
  severity: 'high' | 'medium' | 'low';
  at: string;
  title: LocalizedText;
  message: LocalizedText;
}>('bi.metric-alert');

/**
 * A whole-site audit ended (completed, or cancelled with what it had audited): its medians per
 * category and, against the previous finished run of the same address and strategy, the
 * categories whose median fell beyond the run-to-run spread.
 */
export const siteAuditFinished = defineEvent<{
  runId: string;
  userId: string | null;
  /** The audited address: origin and path prefix. */
  url: string;
  status: 'completed' | 'cancelled';
  audited: number;
  failed: number;
  medians: Partial<AnalysisCategoryScores>;
  previous: { runId: string; medians: Partial<AnalysisCategoryScores> } | null;
  fell: { category: keyof AnalysisCategoryScores; from: number; to: number }[];
}>('site-audit.finished');
