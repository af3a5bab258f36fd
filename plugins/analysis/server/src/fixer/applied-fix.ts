import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { AppliedFix, HtmlFixView } from '@otimiza/plugin-analysis-shared';
import { savingsMsOf } from '../audit/lighthouse-result-mapper.js';

const impactOf: Record<HtmlFixView['priority'], AppliedFix['impact']> = { critical: 'high', high: 'high', medium: 'medium', low: 'low' };

/** A fix as stored on the analysis: its savings are those the page's report gives for the audits it answers. */
export function toAppliedFix(fix: HtmlFixView, lhr: LighthouseResult | null): AppliedFix {
  const savingsMs = Math.max(
    0,
    ...fix.audits.map((id) => lhr?.audits[id]).map((audit) => (audit && audit.score !== null && audit.score < 1 ? savingsMsOf(audit) : 0)),
  );
  return {
    id: fix.id,
    title: fix.title.pt,
    description: fix.description.pt,
    impact: impactOf[fix.priority],
    savingsMs,
    category: fix.category,
    priority: fix.priority,
    titles: fix.title,
    descriptions: fix.description,
    audits: fix.audits,
    count: fix.count,
    before: fix.before,
    after: fix.after,
  };
}
