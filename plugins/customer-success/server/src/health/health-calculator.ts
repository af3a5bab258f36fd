import {
  healthBand,
  healthFactors,
  riskLevels,
  riskOfBand,
  type HealthTrend,
  type HealthWeights,
  type RiskLevel,
} from '@otimiza/plugin-customer-success-shared';
import type { AnalysisCategoryScores } from '@otimiza/sdk/server';
import type { StoredFactors, StoredSiteAudit } from '../data/health-factors.js';

/** The mean of the four category scores (one audit's, or a site audit's medians): a site's score in the product factor. */
export const meanOfCategories = (scores: AnalysisCategoryScores) => (scores.performance + scores.accessibility + scores.seo + scores.bestPractices) / 4;
export const lowestCategoryOf = (scores: AnalysisCategoryScores) => Math.min(scores.performance, scores.accessibility, scores.seo, scores.bestPractices);

/**
 * A site's audits as the product factor reads them: the latest, and the earliest within the last
 * 30 days. Either one page's audits, or (with `siteAudit`) whole-site audits, whose four category
 * medians over the audited pages stand where one page's four scores do.
 */
export interface SiteScores {
  url: string;
  /** Mean of the four category scores of its latest audit, and the lowest category. */
  latest: number;
  lowestCategory: number;
  /** The same mean for its earliest audit of the last 30 days (the latest itself when it is the only one). */
  earliestInWindow: number;
  /** The whole-site audit whose medians these are; absent for one page's audit. */
  siteAudit?: StoredSiteAudit;
}

export interface HealthSignals {
  /** Sign-ins of a client workspace's own people in 30 days; null when it has no people of its own, or for a client added by hand. */
  signIns: { count: number; lastAt: Date | null } | null;
  /** Views of its shared reports in 30 days; null when none of its reports was ever viewed (nothing shared to measure). */
  reportViews: number | null;
  /** NPS (0–10) and CSAT (1–5) answers of the last 180 days. */
  answers: { nps: number; csat: number | null }[];
  mrrCents: number;
  /** The median MRR of the workspace's active clients with an MRR; null when none has one. */
  medianMrrCents: number | null;
  sites: SiteScores[];
  targets: { signIns: number; reportViews: number };
}

export interface ComputedHealth {
  score: number | null;
  factors: StoredFactors;
}

const clamp = (value: number, low = 0, high = 100) => Math.min(high, Math.max(low, value));
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A site fails when its latest audit averages below 50 or a category is below 40. */
export const isFailing = (site: SiteScores) => site.latest < 50 || site.lowestCategory < 40;

/**
 * The health score (0–100) of a client from its signals: the weighted mean of the factors that
 * could be measured (a factor with nothing to measure carries no weight; fewer than two measured: no score).
 * - engagement: sign-ins and report views in 30 days against the workspace's monthly targets;
 * - value: MRR against the workspace's median (at or above the median is full value);
 * - satisfaction: the mean NPS answer (×10) and CSAT answer (1 → 0, 5 → 100) of 180 days;
 * - product: its sites' latest audit scores (a whole-site audit's medians where the site has one),
 *   moved by half their 30-day trend.
 */
export function computeHealth(signals: HealthSignals, weights: HealthWeights): ComputedHealth {
  const engagementParts: number[] = [];
  if (signals.signIns) engagementParts.push(clamp((100 * signals.signIns.count) / signals.targets.signIns));
  if (signals.reportViews !== null) engagementParts.push(clamp((100 * signals.reportViews) / signals.targets.reportViews));
  const engagement = engagementParts.length ? Math.round(mean(engagementParts)) : null;

  const value = signals.mrrCents > 0 && signals.medianMrrCents ? Math.round(clamp((100 * signals.mrrCents) / signals.medianMrrCents)) : null;

  const nps = signals.answers.map((answer) => answer.nps);
  const csat = signals.answers.flatMap((answer) => (answer.csat === null ? [] : [answer.csat]));
  const satisfactionParts = [...(nps.length ? [mean(nps) * 10] : []), ...(csat.length ? [((mean(csat) - 1) / 4) * 100] : [])];
  const satisfaction = satisfactionParts.length ? Math.round(mean(satisfactionParts)) : null;
  const promoters = nps.filter((score) => score >= 9).length;
  const detractors = nps.filter((score) => score <= 6).length;

  const averageSiteScore = signals.sites.length ? mean(signals.sites.map((site) => site.latest)) : null;
  const trend = signals.sites.length ? mean(signals.sites.map((site) => site.latest - site.earliestInWindow)) : null;
  const product = averageSiteScore === null ? null : Math.round(clamp(averageSiteScore + (trend ?? 0) / 2));

  const factors: StoredFactors = {
    engagement: {
      score: engagement,
      signIns: signals.signIns?.count ?? null,
      lastSignInAt: signals.signIns?.lastAt?.toISOString() ?? null,
      reportViews: signals.reportViews,
      targets: signals.targets,
    },
    value: { score: value, mrr: signals.mrrCents / 100, medianMrr: signals.medianMrrCents === null ? null : signals.medianMrrCents / 100 },
    satisfaction: {
      score: satisfaction,
      answers: nps.length,
      nps: nps.length ? Math.round(((promoters - detractors) / nps.length) * 100) : null,
      csat: csat.length ? Math.round((csat.filter((score) => score >= 4).length / csat.length) * 100) : null,
      detractors,
      promoters,
    },
    product: {
      score: product,
      sites: signals.sites.length,
      averageSiteScore: averageSiteScore === null ? null : Math.round(averageSiteScore),
      trend: trend === null ? null : Math.round(trend),
      failing: signals.sites.filter(isFailing).map((site) => site.url),
      siteAudits: signals.sites.flatMap((site) => (site.siteAudit ? [site.siteAudit] : [])),
    },
  };
  return { score: weightedScore(factors, weights), factors };
}

/** A score needs this many measured factors: one alone (an MRR) says little of a client's health. */
export const MIN_MEASURED_FACTORS = 2;

/** The weighted mean of the measured factors, or null when fewer than two are measured or they weigh nothing. */
export function weightedScore(factors: StoredFactors, weights: HealthWeights): number | null {
  let total = 0;
  let weight = 0;
  let measured = 0;
  for (const key of healthFactors) {
    const score = factors[key].score;
    if (score === null || weights[key] <= 0) continue;
    total += score * weights[key];
    weight += weights[key];
    measured += 1;
  }
  return weight > 0 && measured >= MIN_MEASURED_FACTORS ? Math.round(total / weight) : null;
}

/**
 * Critical below 40; improving or declining by 5 points or more against the score a
 * week before (the oldest of the last 7 days' snapshots); stable otherwise, and without history.
 */
export function healthTrendOf(score: number | null, weekBefore: number | null): HealthTrend {
  if (score === null) return 'stable';
  if (score < 40) return 'critical';
  if (weekBefore === null) return 'stable';
  if (score - weekBefore >= 5) return 'improving';
  if (score - weekBefore <= -5) return 'declining';
  return 'stable';
}

/** The risk of the score's band, raised by the churn model: 30 % or more at least medium, 60 % or more at least high. */
export function riskLevelOf(score: number | null, churnProbability: number | null): RiskLevel | null {
  const byScore = score === null ? null : riskOfBand[healthBand(score)];
  const byModel: RiskLevel | null = churnProbability === null ? null : churnProbability >= 0.6 ? 'high' : churnProbability >= 0.3 ? 'medium' : 'low';
  if (byScore === null) return byModel;
  if (byModel === null) return byScore;
  return riskLevels[Math.max(riskLevels.indexOf(byScore), riskLevels.indexOf(byModel))]!;
}
