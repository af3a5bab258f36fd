import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import type { AppliedFix, HtmlFixView } from '@otimiza/plugin-analysis-shared';
import { savingsMsOf } from '../audit/lighthouse-result-mapper.js';
import { partlyAnsweredAudits } from './audit-coverage.js';
import type { ChangedElement } from './html-fix.js';

const impactOf: Record<HtmlFixView['priority'], AppliedFix['impact']> = { critical: 'high', high: 'high', medium: 'medium', low: 'low' };

/**
 * A fix as stored on the analysis: its savings are those the page's report gives for the audits it
 * answers; with the elements it changed (`changed`), the audits it answered only in part, against
 * the elements the report lists for them.
 */
export function toAppliedFix(
  fix: HtmlFixView,
  lhr: LighthouseResult | null,
  changed?: { elements: readonly ChangedElement[] | undefined; baseUrl: string },
): AppliedFix {
  const savingsMs = Math.max(
    0,
    ...fix.audits.map((id) => lhr?.audits[id]).map((audit) => (audit && audit.score !== null && audit.score < 1 ? savingsMsOf(audit) : 0)),
  );
  const partlyAnswered = changed ? partlyAnsweredAudits(fix, changed.elements, lhr, changed.baseUrl) : undefined;
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
    ...(partlyAnswered ? { partlyAnswered } : {}),
  };
}

/** The fixes with only the audits they answered in full: what the estimate counts (a partly fixed audit still fails). */
export function inFull(fixes: readonly AppliedFix[]): { id: string; audits: string[] }[] {
  return fixes.map((fix) => ({ id: fix.id, audits: fix.audits.filter((audit) => !fix.partlyAnswered?.[audit]) }));
}
