import { healthBand, type CustomerSiteAudit, type CustomerView, type HealthWeights } from '@otimiza/plugin-customer-success-shared';
import type { Language } from '@otimiza/sdk/shared';
import { DAY_MS } from '../common/cs-sql.js';
import type { Member } from '../common/workspace-members.js';
import type { Alert } from '../data/alert.entity.js';
import { explainFactor } from '../health/factor-texts.js';
import type { StoredFactors } from '../data/health-factors.js';
import type { Customer } from '../data/customer.entity.js';

const emptyFactors = (mrrCents: number): StoredFactors => ({
  engagement: { score: null, signIns: null, lastSignInAt: null, reportViews: null, targets: { signIns: 0, reportViews: 0 } },
  value: { score: null, mrr: mrrCents / 100, medianMrr: null },
  satisfaction: { score: null, answers: 0, nps: null, csat: null, detractors: 0, promoters: 0 },
  product: { score: null, sites: 0, averageSiteScore: null, trend: null, failing: [] },
});

/** A customer as the API answers it: its latest computed health, explained in the request's language. */
export function toCustomerView(
  customer: Customer,
  context: {
    alerts: readonly Alert[];
    members: ReadonlyMap<string, Member>;
    weights: HealthWeights;
    language: Language;
    now: Date;
    /** Whether the site-audit plugin is installed: without it, nothing about site audits is shown. */
    siteAuditsInstalled: boolean;
  },
): CustomerView {
  const { language, weights } = context;
  const factors = customer.factors ?? emptyFactors(customer.mrrCents);
  const factor = <K extends keyof StoredFactors>(key: K) => ({
    key,
    score: factors[key].score,
    weight: weights[key],
    explanation: customer.factors ? explainFactor(key, factors, language) : language === 'pt' ? 'Ainda não calculado.' : 'Not computed yet.',
  });
  const csm = customer.csmUserId ? context.members.get(customer.csmUserId) : undefined;
  const lastSignIn = factors.engagement.lastSignInAt ? Date.parse(factors.engagement.lastSignInAt) : 0;
  const lastActivity = Math.max(customer.lastActivityAt?.getTime() ?? 0, lastSignIn);
  return {
    customerId: customer.id,
    customerName: customer.name,
    email: customer.email,
    kind: customer.kind,
    clientWorkspaceId: customer.clientWorkspace?.id ?? null,
    plan: customer.plan,
    status: customer.status,
    churnedAt: customer.churnedAt?.toISOString() ?? null,
    healthScore: customer.healthScore ?? null,
    healthBand: customer.healthScore == null ? null : healthBand(customer.healthScore),
    healthTrend: customer.healthTrend,
    riskLevel: customer.riskLevel ?? null,
    churnProbability: customer.churnProbability == null ? null : Math.round(customer.churnProbability * 1000) / 1000,
    accountAge: Math.max(0, Math.floor((context.now.getTime() - customer.startDate.getTime()) / DAY_MS)),
    startDate: customer.startDate.toISOString().slice(0, 10),
    lastActivity: lastActivity > 0 ? new Date(lastActivity).toISOString() : null,
    factors: {
      engagement: { ...factor('engagement'), loginFrequency: factors.engagement.signIns, reportViews: factors.engagement.reportViews },
      value: { ...factor('value'), mrr: customer.mrrCents / 100, medianMrr: factors.value.medianMrr },
      satisfaction: { ...factor('satisfaction'), nps: factors.satisfaction.nps, csat: factors.satisfaction.csat, answers: factors.satisfaction.answers },
      product: {
        ...factor('product'),
        sites: factors.product.sites,
        averageSiteScore: factors.product.averageSiteScore,
        trend: factors.product.trend,
        failingSites: factors.product.failing.length,
      },
    },
    alerts: context.alerts.map((alert) => ({ id: alert.id, kind: alert.kind, title: alert.title[language], createdAt: alert.createdAt.toISOString() })),
    metadata: {
      assignedCSM: csm ? { userId: csm.userId, name: csm.name, email: csm.email } : null,
      industry: customer.industry,
      companySize: customer.companySize ?? null,
    },
    sites: customer.sites,
    ...(context.siteAuditsInstalled ? { siteAudits: siteAuditsOf(customer, factors) } : {}),
    computedAt: customer.computedAt?.toISOString() ?? null,
  };
}

/** The site audits the stored product factor read, newest first; linked when the run is in the agency's own workspace (a client added by hand). */
function siteAuditsOf(customer: Customer, factors: StoredFactors): CustomerSiteAudit[] {
  return [...(factors.product.siteAudits ?? [])]
    .sort((a, b) => Date.parse(b.finishedAt) - Date.parse(a.finishedAt))
    .map((audit) => ({ ...audit, reportPath: customer.kind === 'manual' ? `/site-audit/${audit.runId}` : null }));
}
