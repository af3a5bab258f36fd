import { singleLine } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { riskLevels, type HealthBand, type HealthFactorKey, type HealthTrend, type RiskLevel } from './health.js';

/** The contract tier an agency sells its client (enterprise, professional or other). */
export const customerPlans = ['starter', 'professional', 'enterprise'] as const;
export type CustomerPlan = (typeof customerPlans)[number];

export const companySizes = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof companySizes)[number];

export const customerStatuses = ['active', 'churned'] as const;
export type CustomerStatus = (typeof customerStatuses)[number];

const siteSchema = z
  .string({ error: 'cs.sitesInvalid' })
  .trim()
  .max(2048, { error: 'cs.sitesInvalid' })
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), { error: 'cs.sitesInvalid' });

/** A calendar day not after today (UTC, with a day's slack for the time zones). */
const pastDay = z.iso
  .date({ error: 'cs.dateInvalid' })
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + 86_400_000, { error: 'cs.dateInvalid' });

const customerFields = {
  name: singleLine(z.string({ error: 'cs.nameRequired' }).trim().min(1, { error: 'cs.nameRequired' }).max(120, { error: 'cs.nameTooLong' })),
  /** The client's contact for playbook e-mails and surveys; '' when unknown. */
  email: z.union([z.literal(''), z.email({ error: 'cs.emailInvalid' }).max(254, { error: 'cs.emailInvalid' })], { error: 'cs.emailInvalid' }),
  plan: z.enum(customerPlans, { error: 'cs.planInvalid' }),
  /** Monthly recurring revenue in R$. */
  mrr: z
    .number({ error: 'cs.mrrInvalid' })
    .min(0, { error: 'cs.mrrInvalid' })
    .max(10_000_000, { error: 'cs.mrrInvalid' })
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: 'cs.mrrInvalid' }),
  startDate: pastDay,
  industry: singleLine(z.string({ error: 'cs.textTooLong' }).trim().max(80, { error: 'cs.textTooLong' })),
  companySize: z.enum(companySizes, { error: 'cs.companySizeInvalid' }).nullable(),
  sites: z.array(siteSchema, { error: 'cs.sitesInvalid' }).max(20, { error: 'cs.sitesInvalid' }),
  /** A member of the agency's workspace who follows the client. */
  csmUserId: z.uuid({ error: 'cs.csmInvalid' }).nullable(),
};

/** `POST /api/cs/customers`: a client added by hand (client workspaces are customers without being added). */
export const createCustomerSchema = z.strictObject({
  ...customerFields,
  email: customerFields.email.default(''),
  plan: customerFields.plan.default('professional'),
  mrr: customerFields.mrr.default(0),
  startDate: pastDay.optional(),
  industry: customerFields.industry.default(''),
  companySize: customerFields.companySize.default(null),
  sites: customerFields.sites.default([]),
  csmUserId: customerFields.csmUserId.default(null),
});
export type CreateCustomer = z.input<typeof createCustomerSchema>;

/**
 * `PUT /api/cs/customers/:id`: any of the fields; `lastActivity` (the refresh button)
 * sets the last activity, `status: 'churned'` records the client's departure (the churn model learns from it).
 */
export const updateCustomerSchema = z.strictObject({
  name: customerFields.name.optional(),
  email: customerFields.email.optional(),
  plan: customerFields.plan.optional(),
  mrr: customerFields.mrr.optional(),
  startDate: pastDay.optional(),
  industry: customerFields.industry.optional(),
  companySize: customerFields.companySize.optional(),
  sites: customerFields.sites.optional(),
  csmUserId: customerFields.csmUserId.optional(),
  status: z.enum(customerStatuses, { error: 'cs.statusInvalid' }).optional(),
  lastActivity: z.iso
    .datetime({ offset: true, error: 'cs.lastActivityInvalid' })
    .refine((value) => Date.parse(value) <= Date.now() + 60_000, { error: 'cs.lastActivityInvalid' })
    .optional(),
});
export type UpdateCustomer = z.input<typeof updateCustomerSchema>;

export const customerIdSchema = z.object({ id: z.uuid() });

/** `GET /api/cs/customers`. */
export const customerListQuerySchema = z.object({
  riskLevel: z.enum(['all', ...riskLevels], { error: 'cs.riskLevelInvalid' }).default('all'),
  search: z.string().trim().max(200).optional(),
  csm: z.union([z.literal('all'), z.uuid()]).default('all'),
  status: z.enum(['active', 'churned', 'all'], { error: 'cs.statusInvalid' }).default('active'),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

/** One factor of the health score as computed: null score = nothing measured (it then carries no weight). */
export interface HealthFactorView {
  key: HealthFactorKey;
  score: number | null;
  /** Its weight in the workspace's settings (percent). */
  weight: number;
  /** What it was computed from, in the request's language. */
  explanation: string;
}

export interface CustomerView {
  customerId: string;
  customerName: string;
  email: string;
  /** A client workspace of the agency, or a client added by hand. */
  kind: 'workspace' | 'manual';
  clientWorkspaceId: string | null;
  plan: CustomerPlan;
  status: CustomerStatus;
  churnedAt: string | null;
  /** null while nothing is measured ('dados insuficientes'). */
  healthScore: number | null;
  healthBand: HealthBand | null;
  healthTrend: HealthTrend;
  riskLevel: RiskLevel | null;
  /** From the churn model; null while the model lacks data. */
  churnProbability: number | null;
  /** Days since the start date. */
  accountAge: number;
  startDate: string;
  lastActivity: string | null;
  factors: {
    engagement: HealthFactorView & { loginFrequency: number | null; reportViews: number | null };
    value: HealthFactorView & { mrr: number; medianMrr: number | null };
    satisfaction: HealthFactorView & { nps: number | null; csat: number | null; answers: number };
    product: HealthFactorView & { sites: number; averageSiteScore: number | null; trend: number | null; failingSites: number };
  };
  /** Open alerts, newest first (the card shows 3). */
  alerts: { id: string; kind: AlertKind; title: string; createdAt: string }[];
  metadata: { assignedCSM: { userId: string; name: string; email: string } | null; industry: string; companySize: CompanySize | null };
  sites: string[];
  /**
   * The whole-site audits the product factor read (one per site that has one), each category's
   * median over its audited pages; absent when the site-audit plugin is not installed.
   */
  siteAudits?: CustomerSiteAudit[];
  /** When the score was computed. */
  computedAt: string | null;
}

export interface CustomerSiteAudit {
  runId: string;
  /** The audited origin and path prefix. */
  url: string;
  strategy: 'desktop' | 'mobile';
  pages: number;
  medians: { performance: number; accessibility: number; seo: number; bestPractices: number };
  finishedAt: string;
  /** The run's report in this workspace (`/site-audit/<runId>`); null for a run kept in the client's own workspace. */
  reportPath: string | null;
}

export type AlertKind = 'score-drop' | 'no-login' | 'detractor' | 'failing-site';

export interface CustomerList {
  customers: CustomerView[];
  /** Everyone of the workspace who may follow a client (the CSM choices). */
  members: { userId: string; name: string; email: string }[];
}
