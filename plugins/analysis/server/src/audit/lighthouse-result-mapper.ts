import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { reportedMetricIds, type Language, type LocalizedText } from '@otimiza/sdk/shared';
import type { AnalysisScores, AuditCategory, FailingAudit, Strategy } from '@otimiza/plugin-analysis-shared';
import { reportsByLanguage } from './lighthouse-locale.js';
import type { StoredPageSpeedResults } from '../data/stored-page-speed-results.js';

interface Opportunity {
  id: string;
  savingsMs: number;
}

type Audit = LighthouseResult['audits'][string];

function percent(score: number | null | undefined): number {
  return Math.round((score ?? 0) * 100);
}

/** Time an audit says fixing it would save: its overall savings, else its largest metric saving. */
export function savingsMsOf(audit: Audit): number {
  const details = audit.details as { overallSavingsMs?: number } | undefined;
  if (typeof details?.overallSavingsMs === 'number') return Math.round(details.overallSavingsMs);
  const metricSavings = (audit as Audit & { metricSavings?: Record<string, number | undefined> }).metricSavings ?? {};
  const timed = ['LCP', 'FCP', 'TBT', 'INP'].map((key) => metricSavings[key] ?? 0);
  return Math.round(Math.max(0, ...timed));
}

function savingsBytesOf(audit: Audit): number {
  const details = audit.details as { overallSavingsBytes?: number } | undefined;
  return Math.round(details?.overallSavingsBytes ?? 0);
}

function failing(audit: Audit | undefined): audit is Audit {
  return !!audit && audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode);
}

export function scoresOf(lhr: LighthouseResult): AnalysisScores {
  return {
    performanceScore: percent(lhr.categories['performance']?.score),
    accessibilityScore: percent(lhr.categories['accessibility']?.score),
    seoScore: percent(lhr.categories['seo']?.score),
    bestPracticesScore: percent(lhr.categories['best-practices']?.score),
  };
}

/** The performance opportunities with time or bytes to save, largest first. */
function opportunitiesOf(lhr: LighthouseResult): Opportunity[] {
  const refs = lhr.categories['performance']?.auditRefs ?? [];
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter(failing)
    .map((audit) => ({ audit, savingsMs: savingsMsOf(audit) }))
    .filter(({ savingsMs, audit }) => savingsMs > 0 || savingsBytesOf(audit) > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ audit, savingsMs }) => ({ id: audit.id, savingsMs }));
}

const categoryKeys: Record<string, AuditCategory> = {
  performance: 'performance',
  accessibility: 'accessibility',
  seo: 'seo',
  'best-practices': 'bestPractices',
};

const unscoredModes = new Set(['notApplicable', 'manual', 'informative', 'error']);

type Reports = Record<Language, LighthouseResult>;

/** One text of an audit in both languages (`title`, `description` or `displayValue`); null when the audit has none. */
function textOf(reports: Reports, id: string, field: 'title' | 'description' | 'displayValue'): LocalizedText | null {
  const en = reports.en.audits[id]?.[field];
  if (typeof en !== 'string') return null;
  const pt = reports.pt.audits[id]?.[field];
  return { pt: typeof pt === 'string' ? pt : en, en };
}

/** An audit's title (English, as before) with its title and description in both languages. */
function auditTextsOf(reports: Reports, id: string): { title: string; titles: LocalizedText; descriptions: LocalizedText | null } {
  const titles = textOf(reports, id, 'title') ?? { pt: id, en: id };
  return { title: titles.en, titles, descriptions: textOf(reports, id, 'description') };
}

/**
 * Scored audits below 0.9 in each category, with what fixing each is worth: a category's score is
 * the weighted mean of its scored audits, so an audit costs weight × (1 − score) / Σ weights.
 * `reports`: the same report in both languages, for the texts.
 */
function failingAuditsOf(lhr: LighthouseResult, reports: Reports): FailingAudit[] {
  return Object.entries(categoryKeys).flatMap(([lighthouseId, category]) => {
    const refs = (lhr.categories[lighthouseId]?.auditRefs ?? []).filter((ref) => {
      const audit = lhr.audits[ref.id];
      return ref.weight > 0 && audit && audit.score !== null && !unscoredModes.has(audit.scoreDisplayMode);
    });
    const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
    if (totalWeight === 0) return [];
    return refs
      .filter((ref) => (lhr.audits[ref.id]!.score ?? 1) < 0.9)
      .map((ref) => {
        const audit = lhr.audits[ref.id]!;
        const score = audit.score ?? 0;
        return {
          id: ref.id,
          ...auditTextsOf(reports, ref.id),
          category,
          weight: ref.weight,
          score,
          gainPoints: Math.round(((ref.weight * (1 - score)) / totalWeight) * 1000) / 10,
        };
      });
  });
}

/**
 * The summary stored with the analysis: metrics, opportunities and failing audits, each text in
 * English (`title`, `display`, as before) and in both languages (`titles`, `descriptions`,
 * `displays`), so reads answer the reader's language without the full report.
 */
export function pageSpeedResultsOf(lhr: LighthouseResult, strategy: Strategy): StoredPageSpeedResults {
  const reports = reportsByLanguage(lhr);
  const metrics = Object.fromEntries(
    reportedMetricIds.map((id) => {
      const audit = lhr.audits[id];
      return [
        id,
        {
          value: audit?.numericValue ?? null,
          display: audit?.displayValue ?? null,
          displays: textOf(reports, id, 'displayValue'),
          score: audit?.score ?? null,
        },
      ];
    }),
  );
  return {
    strategy,
    lighthouseVersion: lhr.lighthouseVersion,
    fetchTime: lhr.fetchTime,
    metrics,
    opportunities: opportunitiesOf(lhr).map((fix) => ({
      id: fix.id,
      ...auditTextsOf(reports, fix.id),
      savingsMs: fix.savingsMs,
      savingsBytes: savingsBytesOf(lhr.audits[fix.id]!),
      score: lhr.audits[fix.id]!.score,
    })),
    failingAudits: failingAuditsOf(lhr, reports),
  };
}
