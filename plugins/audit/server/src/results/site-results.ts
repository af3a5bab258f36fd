import type { FrameworkId, FrameworkType, CheckStatus, EvidenceView, Severity } from '@otimiza/plugin-audit-shared';
import { fixerCorrectsCheck } from '../frameworks/framework-registry.js';
import type { FrameworkDefinition, SiteEvidence } from '../frameworks/framework-definition.js';

/** One check's result on one site, ready to store. */
export interface SiteCheckResult {
  url: string;
  frameworkId: FrameworkId;
  frameworkType: FrameworkType;
  checkId: string;
  clause: string;
  severity: Severity;
  status: CheckStatus;
  evidence: EvidenceView[];
  fixerCorrects: boolean;
}

/**
 * Runs each framework on the site's evidence. A failure is one the fixer corrects when it
 * rewrites every rule that failed; any other result says whether the fixer corrects the check.
 */
export function evaluateSite(frameworks: readonly FrameworkDefinition[], site: SiteEvidence, corrected: readonly string[]): SiteCheckResult[] {
  return frameworks.flatMap((framework) =>
    framework.evaluate(site).flatMap((outcome): SiteCheckResult[] => {
      const check = framework.checks.find((each) => each.id === outcome.checkId);
      if (!check) return [];
      const failedRules = outcome.ruleIds ?? check.ruleIds ?? [check.id];
      return [
        {
          url: site.url,
          frameworkId: framework.id,
          frameworkType: framework.type,
          checkId: check.id,
          clause: check.clause,
          severity: outcome.severity ?? check.severity,
          status: outcome.status,
          evidence: outcome.evidence,
          fixerCorrects:
            outcome.status === 'failed' ? failedRules.length > 0 && failedRules.every((id) => corrected.includes(id)) : fixerCorrectsCheck(check, corrected),
        },
      ];
    }),
  );
}
