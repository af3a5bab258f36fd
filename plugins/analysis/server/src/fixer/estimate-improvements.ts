import defaultConfig from 'lighthouse/core/config/default-config.js';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { EstimatedImprovements } from '@otimiza/plugin-analysis-shared';
import { fixById } from './html-fixer.js';

type AuditRef = { id: string; weight: number };
const scoredModes = new Set(['binary', 'numeric', 'metricSavings']);
const metricSavingKey: Record<string, string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'FCP',
};

function refsOf(category: string, lhr: LighthouseResult | null): AuditRef[] {
  const refs = lhr?.categories[category]?.auditRefs ?? (defaultConfig.categories?.[category]?.auditRefs as AuditRef[] | undefined) ?? [];
  return refs.filter((ref) => ref.weight > 0);
}

/**
 * Points a category gains when the answered audits pass: each audit's weight times what it
 * still misses, over the weights Lighthouse counts. With the page's own report the weights are
 * those of its applicable audits; without one, the catalogue's full weights (a lower bound).
 */
function categoryGain(category: string, answered: Set<string>, lhr: LighthouseResult | null): number {
  const refs = refsOf(category, lhr);
  let total = 0;
  let gain = 0;
  for (const ref of refs) {
    const audit = lhr?.audits[ref.id];
    if (lhr && (!audit || !scoredModes.has(audit.scoreDisplayMode))) continue;
    total += ref.weight;
    if (answered.has(ref.id)) gain += ref.weight * (1 - (audit?.score ?? 0));
  }
  return total === 0 ? 0 : (gain / total) * 100;
}

const UNSIZED_MEDIA_CAUSE = /lacking an explicit size/i;

/** The share of the layout shift the report blames on images without a size. */
function unsizedMediaShiftShare(lhr: LighthouseResult): number {
  type ShiftItem = { score?: number; subItems?: { items?: { cause?: string }[] } };
  const items = ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? []) as ShiftItem[];
  const total = items.reduce((sum, item) => sum + (item.score ?? 0), 0);
  if (total === 0) return 0;
  const unsized = items
    .filter((item) => item.subItems?.items?.some((sub) => UNSIZED_MEDIA_CAUSE.test(String(sub.cause ?? ''))))
    .reduce((sum, item) => sum + (item.score ?? 0), 0);
  return unsized / total;
}

/**
 * Performance points: for each metric a fix shortens, its weight times what it still misses,
 * times the share of the metric the page's report says the answered audits would save.
 */
function performanceGain(fixIds: string[], lhr: LighthouseResult | null): number {
  if (!lhr) return 0;
  let gain = 0;
  for (const ref of refsOf('performance', lhr)) {
    const metric = lhr.audits[ref.id];
    const key = metricSavingKey[ref.id];
    if (!metric || !key || typeof metric.numericValue !== 'number' || metric.numericValue <= 0) continue;
    let saving = 0;
    for (const id of fixIds) {
      const fix = fixById.get(id);
      if (!fix?.metrics?.includes(ref.id)) continue;
      // Lighthouse gives no CLS savings figure: use the shifts it attributes to unsized images.
      if (ref.id === 'cumulative-layout-shift' && id === 'image-dimensions') saving = Math.max(saving, metric.numericValue * unsizedMediaShiftShare(lhr));
      for (const auditId of fix.audits) {
        const savings = (lhr.audits[auditId] as { metricSavings?: Record<string, number> } | undefined)?.metricSavings;
        saving = Math.max(saving, savings?.[key] ?? 0);
      }
    }
    gain += ref.weight * (1 - (metric.score ?? 0)) * Math.min(1, saving / metric.numericValue);
  }
  const totalWeight = refsOf('performance', lhr).reduce((sum, ref) => sum + ref.weight, 0);
  return totalWeight === 0 ? 0 : (gain / totalWeight) * 100;
}

export function estimateImprovements(fixes: { id: string; audits: readonly string[] }[], lhr: LighthouseResult | null): EstimatedImprovements {
  const answered = new Set(fixes.flatMap((fix) => fix.audits));
  const round = (value: number) => Math.round(value);
  return {
    seo: round(categoryGain('seo', answered, lhr)),
    accessibility: round(categoryGain('accessibility', answered, lhr)),
    bestPractices: round(categoryGain('best-practices', answered, lhr)),
    performance: round(
      performanceGain(
        fixes.map((fix) => fix.id),
        lhr,
      ),
    ),
    basis: lhr ? 'page-audit' : 'catalogue',
  };
}
