import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { frameworkIds, type FrameworkId } from './frameworks.js';
import { auditUrlSchema } from './reports.js';

export const monitorFrequencies = ['daily', 'weekly'] as const;
export const monitorStatuses = ['active', 'paused', 'error'] as const;
export type MonitorStatus = (typeof monitorStatuses)[number];

export const createMonitorSchema = z.object({
  name: singleLine(z.string({ error: 'audit.nameRequired' }).trim().min(1, { error: 'audit.nameRequired' }).max(120, { error: 'audit.titleTooLong' })),
  description: z.string().trim().max(2000, { error: 'audit.descriptionTooLong' }).default(''),
  urls: z.array(auditUrlSchema, { error: 'audit.urlsInvalid' }).min(1, { error: 'audit.urlsInvalid' }).max(20, { error: 'audit.urlsInvalid' }),
  frameworks: z
    .array(z.enum(frameworkIds, { error: 'audit.frameworksInvalid' }), { error: 'audit.frameworksInvalid' })
    .min(1, { error: 'audit.frameworksInvalid' }),
  frequency: z.enum(monitorFrequencies, { error: 'audit.frequencyInvalid' }),
});
export type CreateMonitor = z.input<typeof createMonitorSchema>;

/** `PATCH /api/audit/monitoring/:id`: pause or resume (an `error` monitor resumes to active). */
export const updateMonitorSchema = z.object({ status: z.enum(['active', 'paused'], { error: 'audit.statusInvalid' }) });
export const monitorListQuerySchema = z.object({ status: z.enum(monitorStatuses, { error: 'audit.statusInvalid' }).optional() });
export const monitorIdSchema = z.object({ id: z.uuid() });

export interface MonitorView {
  id: string;
  name: string;
  description: string;
  /** `error` when its last run failed on every site; cleared by the next successful run. */
  status: MonitorStatus;
  schedule: { frequency: (typeof monitorFrequencies)[number]; nextRunAt: string | null };
  /** From its runs (audit reports with this monitor): null averages before the first completed run. */
  metrics: { averageScore: number | null; successRate: number | null; totalRuns: number };
  websites: string[];
  frameworks: FrameworkId[];
  lastRun: { reportId: string; at: string; status: string; overallScore: number | null } | null;
  lastError: string | null;
  createdAt: string;
}

export interface MonitorList {
  monitors: MonitorView[];
}
