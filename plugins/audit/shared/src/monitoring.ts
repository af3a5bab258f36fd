import { singleLine, type LocalizedText } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { frameworkIds, type FrameworkId } from './frameworks.js';
import { auditUrlSchema, type ReportStatus } from './reports.js';
import type { SiteAuditStrategy, SiteMedians } from './site-reports.js';

export const monitorFrequencies = ['daily', 'weekly'] as const;
export const monitorStatuses = ['active', 'paused', 'error'] as const;
export type MonitorStatus = (typeof monitorStatuses)[number];
/**
 * `pages`: its frameworks re-run over its addresses, each run an audit report. `site`: a whole-site
 * audit of its one address (the site-audit plugin's), each run read when the site audit finishes.
 */
export const monitorKinds = ['pages', 'site'] as const;
export type MonitorKind = (typeof monitorKinds)[number];
export const siteAuditStrategies = ['mobile', 'desktop'] as const;

export const createMonitorSchema = z
  .object({
    name: singleLine(z.string({ error: 'audit.nameRequired' }).trim().min(1, { error: 'audit.nameRequired' }).max(120, { error: 'audit.titleTooLong' })),
    description: z.string().trim().max(2000, { error: 'audit.descriptionTooLong' }).default(''),
    kind: z.enum(monitorKinds, { error: 'audit.monitorKindInvalid' }).default('pages'),
    urls: z.array(auditUrlSchema, { error: 'audit.urlsInvalid' }).min(1, { error: 'audit.urlsInvalid' }).max(20, { error: 'audit.urlsInvalid' }),
    /** The frameworks a `pages` monitor re-runs (one at least); a `site` monitor takes none. */
    frameworks: z.array(z.enum(frameworkIds, { error: 'audit.frameworksInvalid' }), { error: 'audit.frameworksInvalid' }).default([]),
    /** The device of a `site` monitor's site audits. */
    strategy: z.enum(siteAuditStrategies, { error: 'audit.strategyInvalid' }).default('mobile'),
    frequency: z.enum(monitorFrequencies, { error: 'audit.frequencyInvalid' }),
  })
  .superRefine((input, context) => {
    if (input.kind === 'pages' && input.frameworks.length === 0) context.addIssue({ code: 'custom', path: ['frameworks'], message: 'audit.frameworksInvalid' });
    if (input.kind === 'site' && input.urls.length !== 1) context.addIssue({ code: 'custom', path: ['urls'], message: 'audit.siteMonitorUrl' });
    if (input.kind === 'site' && input.frameworks.length > 0)
      context.addIssue({ code: 'custom', path: ['frameworks'], message: 'audit.siteMonitorFrameworks' });
  });
export type CreateMonitor = z.input<typeof createMonitorSchema>;

/** `PATCH /api/audit/monitoring/:id`: pause or resume (an `error` monitor resumes to active). */
export const updateMonitorSchema = z.object({ status: z.enum(['active', 'paused'], { error: 'audit.statusInvalid' }) });
export const monitorListQuerySchema = z.object({ status: z.enum(monitorStatuses, { error: 'audit.statusInvalid' }).optional() });
export const monitorIdSchema = z.object({ id: z.uuid() });
export const monitorHistoryQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** A site monitor's run: the site audit it started, then what that audit measured once it finished. */
export interface SiteMonitorRunView {
  id: string;
  /** The site audit's id (null for a start the site audits refused). */
  siteRunId: string | null;
  /** `running` until the site audit finishes; `failed` when it could not start (the error says why). */
  status: 'running' | 'completed' | 'cancelled' | 'failed';
  audited: number | null;
  failedPages: number | null;
  /** Category medians over the audited pages; null until finished. */
  medians: SiteMedians | null;
  /** The categories whose median fell beyond the run-to-run spread against the previous site audit of the address. */
  fell: { category: keyof SiteMedians; from: number; to: number }[];
  error: LocalizedText | null;
  startedAt: string;
  finishedAt: string | null;
}

/** `GET /api/audit/monitoring/:id/runs`: the monitor's runs, newest first. */
export type MonitorHistory =
  { kind: 'pages'; runs: { reportId: string; status: ReportStatus; at: string; overallScore: number | null }[] } | { kind: 'site'; runs: SiteMonitorRunView[] };

export interface MonitorView {
  id: string;
  name: string;
  description: string;
  kind: MonitorKind;
  /** `error` when its last run failed on every site; cleared by the next successful run. */
  status: MonitorStatus;
  schedule: { frequency: (typeof monitorFrequencies)[number]; nextRunAt: string | null };
  /** From its runs (audit reports with this monitor): null averages before the first completed run. */
  metrics: { averageScore: number | null; successRate: number | null; totalRuns: number };
  websites: string[];
  frameworks: FrameworkId[];
  lastRun: { reportId: string; at: string; status: string; overallScore: number | null } | null;
  /** Of a site monitor: the device of its site audits, and its latest run (null before the first). */
  site: { strategy: SiteAuditStrategy; lastRun: SiteMonitorRunView | null } | null;
  lastError: string | null;
  createdAt: string;
}

export interface MonitorList {
  monitors: MonitorView[];
}
