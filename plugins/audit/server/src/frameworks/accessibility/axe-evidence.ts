import type { InspectedAxeRule } from '@otimiza/plugin-analysis-contract';
import type { EvidenceView, Severity } from '@otimiza/plugin-audit-shared';

const severityOfImpact: Record<NonNullable<InspectedAxeRule['impact']>, Severity> = {
  critical: 'critical',
  serious: 'high',
  moderate: 'medium',
  minor: 'low',
};

export function severityOf(impact: InspectedAxeRule['impact'] | undefined, fallback: Severity): Severity {
  return impact ? severityOfImpact[impact] : fallback;
}

const severityRank: Record<Severity, number> = { critical: 0, high: 1, medium: 2, low: 3 };

export const mostSevere = (severities: readonly Severity[]): Severity | undefined => [...severities].sort((a, b) => severityRank[a] - severityRank[b])[0];

/** One evidence per node of an axe result: the element's selector, its markup and, when taken, its screenshot. */
export function nodeEvidence(rule: InspectedAxeRule): EvidenceView[] {
  return rule.nodes.map((node) => ({
    kind: 'element',
    selector: node.selector,
    snippet: node.html,
    ...(node.screenshot ? { screenshot: node.screenshot } : {}),
    ...(node.failureSummary ? { note: { pt: node.failureSummaryPt ?? node.failureSummary, en: node.failureSummary } } : {}),
  }));
}

/** The page's axe results by rule id: violations, passes and undecided (`incomplete`). */
export function axeResultsById(axe: { violations: InspectedAxeRule[]; passes: InspectedAxeRule[]; incomplete: InspectedAxeRule[] }) {
  const byId = (rules: InspectedAxeRule[]) => new Map(rules.map((rule) => [rule.id, rule]));
  return { violations: byId(axe.violations), passes: byId(axe.passes), incomplete: byId(axe.incomplete) };
}
