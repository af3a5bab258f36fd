import type { AnalysisRecord } from '@otimiza/sdk/server';

type FailingAudit = AnalysisRecord['failingAudits'][number];

export interface AuditAcrossCategories {
  /** The category where the audit costs the most. */
  main: FailingAudit;
  /** Every category the audit counts in (image-alt counts in accessibility and SEO, for one). */
  entries: FailingAudit[];
  totalGain: number;
}

/** Failing audits once each, with every category they count in, the costliest first. */
export function failingAuditsById(failing: AnalysisRecord['failingAudits']): AuditAcrossCategories[] {
  const byId = new Map<string, FailingAudit[]>();
  for (const audit of failing) byId.set(audit.id, [...(byId.get(audit.id) ?? []), audit]);
  return [...byId.values()]
    .map((entries) => ({
      main: entries.reduce((best, entry) => (entry.gainPoints > best.gainPoints ? entry : best)),
      entries,
      totalGain: entries.reduce((sum, entry) => sum + entry.gainPoints, 0),
    }))
    .sort((a, b) => b.totalGain - a.totalGain);
}
