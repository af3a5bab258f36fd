import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { PageInspection } from '@otimiza/plugin-analysis-contract';
import type { CheckClause, CheckStatus, EvidenceView, FrameworkIdentity, Severity } from '@otimiza/plugin-audit-shared';

/** One check of a rule set, tied to the clause it evidences. */
export interface CheckDefinition extends CheckClause {
  /** The axe / Lighthouse ids the check reads: the HTML fixer corrects the check when it rewrites one of them. */
  ruleIds?: readonly string[];
}

/** What an audit knows about one site when it runs the checks. */
export interface SiteEvidence {
  url: string;
  /** The page read in the analysis worker's browser (axe, requests, cookies, headers); null when it could not be loaded. */
  inspection: PageInspection | null;
  /** The site's latest completed analysis (Lighthouse), or null when it has none. */
  analysis: AnalysisRecord | null;
}

export interface CheckOutcome {
  checkId: string;
  status: CheckStatus;
  evidence: EvidenceView[];
  /** The severity found on the page (axe's impact of the violation), when it differs from the check's. */
  severity?: Severity;
  /** The axe / Lighthouse ids that failed: the fixer corrects the failure when it rewrites all of them. */
  ruleIds?: readonly string[];
}

/** A framework: its identity, the checks it runs and how it runs them on one site. */
export interface FrameworkDefinition extends FrameworkIdentity {
  /** The engine that runs it, for the report's `auditor` ('axe-core' with its version, or 'Otimiza LGPD rules'). */
  engine: { name: string; version: string };
  checks: readonly CheckDefinition[];
  /** What its checks read about a site (both when absent): the page's inspection, the latest analysis. */
  reads?: readonly ('inspection' | 'analysis')[];
  /** Pure: the same evidence gives the same outcomes, one per check that applies to the site. */
  evaluate(site: SiteEvidence): CheckOutcome[];
}
