import type { AnalysisCategoryScores } from '../analysis.port.js';
import type { LocalizedText } from '../../shared/messages.js';
import { defineEvent } from './events.port.js';

/**
 * The events the host publishes or reads, and those the SDK itself publishes. Payloads carry ids and the few values a
 * subscriber needs to decide; the rest is read through the ports (AnalysisPort for an analysis). A plugin's other events
 * live in its contract package (`@otimiza/plugin-<id>-contract`), which the host may not import.
 */

/**
 * The host counts it for the instance's recent activity (core/server/src/kernel/observability/recent-activity.ts).
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

/**
 * A report sent now by e-mail ('Enviar por e-mail'): what was sent, by whom, to how many addresses
 * and the outbox ids of the messages (one per recipient). The notifications plugin records it in
 * its delivery analytics. Published by the SDK's `sendReportEmail`, which several plugins send with.
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
