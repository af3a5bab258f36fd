import { z } from 'zod';
import { defaultHealthWeights, healthFactors, type HealthFactorKey, type HealthWeights } from './health.js';

/** `GET /api/cs/system`: percentages 0–100, null where nothing is measured. */
export interface CustomerSuccessSystem {
  systemMetrics: {
    totalCustomers: number;
    healthyCustomers: number;
    criticalCustomers: number;
    averageHealthScore: number | null;
    npsScore: number | null;
    /** Clients who left in the last 30 days, percent of those active 30 days ago. */
    churnRate: number | null;
    /** MRR change of the clients kept over the last 30 days, percent of their MRR then (from the daily snapshots). */
    expansionRate: number | null;
    /** Share of CSAT answers of 4 or 5, percent (last 90 days). */
    csat: number | null;
  };
  lastSnapshotAt: string | null;
}

/** `GET /api/cs/csm-dashboards?csm=`. */
export const csmQuerySchema = z.object({ csm: z.union([z.literal('all'), z.uuid()]).default('all') });

export interface CsmDashboardView {
  id: string;
  csmName: string;
  csmEmail: string;
  /** Active clients, and the scored ones by health band: healthy (80+), at risk (40–79), critical (below 40). */
  customers: { total: number; healthy: number; atRisk: number; critical: number };
  metrics: { averageHealthScore: number | null; nps: number | null };
  /** 30 days: clients still active, percent; MRR change of the active clients, percent. */
  performance: { retentionRate: number | null; expansionRate: number | null };
  workload: { activeAlerts: number; upcomingMeetings: number; pendingTasks: number; overdueActions: number };
  goals: { monthly: { retention: { current: number | null; target: number | null }; expansion: { current: number | null; target: number | null } } };
}

export interface CsmDashboardList {
  dashboards: CsmDashboardView[];
  /** Every member (the filter's choices). */
  members: { userId: string; name: string; email: string }[];
}

/** `PUT /api/cs/csm-goals/:userId`: the month's targets of a CSM, percent. */
export const csmGoalSchema = z.strictObject({
  retention: z.number({ error: 'cs.targetInvalid' }).min(0, { error: 'cs.targetInvalid' }).max(100, { error: 'cs.targetInvalid' }).nullable(),
  expansion: z.number({ error: 'cs.targetInvalid' }).min(0, { error: 'cs.targetInvalid' }).max(100, { error: 'cs.targetInvalid' }).nullable(),
});
export const csmIdSchema = z.object({ userId: z.uuid() });

/** `GET`/`PUT /api/cs/settings`. */
export const settingsSchema = z.strictObject({
  weights: z
    .strictObject(
      Object.fromEntries(
        healthFactors.map((key) => [
          key,
          z
            .number({ error: 'cs.weightsInvalid' })
            .int({ error: 'cs.weightsInvalid' })
            .min(0, { error: 'cs.weightsInvalid' })
            .max(100, { error: 'cs.weightsInvalid' }),
        ]),
      ) as Record<HealthFactorKey, z.ZodNumber>,
      { error: 'cs.weightsInvalid' },
    )
    .refine((weights) => Object.values(weights).reduce((sum, weight) => sum + weight, 0) === 100, { error: 'cs.weightsInvalid' }),
  /** An alert when a client workspace's people have not signed in for this many days. */
  noLoginDays: z.number({ error: 'cs.daysInvalid' }).int({ error: 'cs.daysInvalid' }).min(1, { error: 'cs.daysInvalid' }).max(365, { error: 'cs.daysInvalid' }),
  /** What full engagement is in 30 days: sign-ins of the client's people, and views of its shared reports. */
  engagementTargets: z.strictObject({
    signInsPerMonth: z
      .number({ error: 'cs.daysInvalid' })
      .int({ error: 'cs.daysInvalid' })
      .min(1, { error: 'cs.daysInvalid' })
      .max(365, { error: 'cs.daysInvalid' }),
    reportViewsPerMonth: z
      .number({ error: 'cs.daysInvalid' })
      .int({ error: 'cs.daysInvalid' })
      .min(1, { error: 'cs.daysInvalid' })
      .max(365, { error: 'cs.daysInvalid' }),
  }),
});
export type CustomerSuccessSettings = z.output<typeof settingsSchema>;

export const defaultSettings: CustomerSuccessSettings = {
  weights: defaultHealthWeights satisfies HealthWeights,
  noLoginDays: 14,
  engagementTargets: { signInsPerMonth: 4, reportViewsPerMonth: 2 },
};

/** `POST /api/cs/health-report`. */
export const healthReportSchema = z.strictObject({ timeRange: z.enum(['30d', '90d'], { error: 'cs.timeRangeInvalid' }) });
export type HealthReportRequest = z.input<typeof healthReportSchema>;

export interface HealthReportView {
  id: string;
  timeRange: '30d' | '90d';
  filename: string;
  createdAt: string;
  summary: {
    totalCustomers: number;
    healthyCustomers: number;
    atRiskCustomers: number;
    criticalCustomers: number;
    averageHealthScore: number | null;
    npsScore: number | null;
    churnedInRange: number;
    playbookExecutions: number;
  };
  pdfPath: string;
  csvPath: string;
}

export const healthReportIdSchema = z.object({ id: z.uuid() });

/** `GET /api/cs/insights`: computed from the stored scores and executions; each null while there is too little to say. */
export interface CustomerSuccessInsights {
  /** Among the clients at high or critical risk, the factor that is most often their weakest. */
  weakestFactor: { key: HealthFactorKey; customers: number; atRisk: number; averageScore: number | null } | null;
  /** The playbook with the best success rate over at least 3 measured executions. */
  bestPlaybook: { id: string; name: string; successRate: number; measured: number; avgImpact: number | null } | null;
  /** Clients whose score fell the most over the last 30 days. */
  biggestDrops: { customerId: string; customerName: string; from: number; to: number }[];
  /** Detractor answers (0–6) of the last 90 days, and how many of them were followed by a playbook. */
  detractors: { answers: number; followedUp: number } | null;
  /** Average score of the factors over the active clients. */
  factorAverages: { key: HealthFactorKey; average: number | null; measured: number }[];
}

export const taskListQuerySchema = z.object({
  status: z.enum(['open', 'done', 'all'], { error: 'cs.statusInvalid' }).default('open'),
  csm: z.union([z.literal('all'), z.uuid()]).default('all'),
});
export const taskIdSchema = z.object({ id: z.uuid() });
export const updateTaskSchema = z.strictObject({ status: z.enum(['open', 'done'], { error: 'cs.statusInvalid' }) });

export interface TaskView {
  id: string;
  title: string;
  kind: 'task' | 'call' | 'meeting';
  status: 'open' | 'done';
  dueAt: string;
  overdue: boolean;
  customerId: string;
  customerName: string;
  assignee: { userId: string; name: string } | null;
  executionId: string | null;
  createdAt: string;
}

export const alertIdSchema = z.object({ id: z.uuid() });
