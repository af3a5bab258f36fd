import type { AnalysisView } from './api.js';

/**
 * The counts an analysis is told by, each defined once here and read by the toast, the
 * recommendation text, the result tabs and the report: the same analysis never shows two numbers
 * for one thing.
 */

/** Each audit once, in its first place: Lighthouse can list one audit under two categories. */
export function failingAudits<T extends { id: string }>(audits: readonly T[]): T[] {
  const seen = new Set<string>();
  return audits.filter((audit) => !seen.has(audit.id) && Boolean(seen.add(audit.id)));
}

/** 'Itens reprovados' / 'Auditorias com falha': the failing audits the fixer answered or explained, each once. */
export function failingAuditCount(analysis: Pick<AnalysisView, 'auditDecisions'>): number {
  return failingAudits(analysis.auditDecisions ?? []).length;
}

/**
 * 'Correções': how many fixes a page needs or received, each fix once (one per catalogue id),
 * however many elements it touched — the analysis' 'Correções aplicadas' tab and the standalone
 * HTML fixer's count read this, never a sum of touched elements.
 */
export function fixCount(fixes: readonly { id: string }[]): number {
  return new Set(fixes.map((fix) => fix.id)).size;
}

/**
 * 'Correções aplicadas': the fixes written into the page, or 'locked' when the plan does not give
 * the fixed page (no download): then the fixes were found, not applied for this reader.
 */
export function appliedFixCount(
  analysis: Pick<AnalysisView, 'status' | 'appliedFixes' | 'downloadUrl'>,
): { state: 'applied'; count: number } | { state: 'locked'; count: number } {
  const count = fixCount(analysis.appliedFixes);
  return analysis.status === 'completed' && count > 0 && analysis.downloadUrl === null ? { state: 'locked', count } : { state: 'applied', count };
}
