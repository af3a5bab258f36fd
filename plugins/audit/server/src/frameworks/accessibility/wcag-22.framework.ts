import type { CheckDefinition, CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { failed, noData, passed } from '../check-outcomes.js';
import { axeFrameworkParts } from './axe-framework.js';
import { nodeEvidence, severityOf } from './axe-evidence.js';
import type { WcagRule } from './wcag-rule.js';
import { wcagRules } from './wcag-rules.js';

const severityOfRule = (rule: WcagRule) => severityOf(rule.impact, 'medium');

const checks: CheckDefinition[] = wcagRules.map((rule) => ({
  id: rule.id,
  title: rule.title,
  clause: `WCAG 2.2 — ${rule.criteria.join(', ')} (${rule.level})`,
  severity: severityOfRule(rule),
  ruleIds: [rule.id],
}));

/**
 * WCAG 2.2 levels A and AA: every rule axe-core tags wcag2a/wcag2aa/wcag21a/wcag21aa/wcag22aa,
 * from the full axe run on the page. A violation fails with one evidence per element; a rule
 * axe could not decide is `no_data` (it needs a person's review); rules with nothing to check
 * on the page are not reported.
 */
export const wcag22Framework: FrameworkDefinition = {
  id: 'wcag-22',
  name: 'WCAG 2.2 (A/AA)',
  type: 'accessibility',
  description: {
    pt: 'Diretrizes de Acessibilidade para Conteúdo Web 2.2 do W3C, níveis A e AA, verificadas com o conjunto completo de regras do axe-core.',
    en: 'W3C Web Content Accessibility Guidelines 2.2, levels A and AA, checked with axe-core’s full rule set.',
  },
  region: 'international',
  version: '2.2',
  certificationLevel: 'advanced',
  checks,
  ...axeFrameworkParts((results) =>
    wcagRules.flatMap((rule): CheckOutcome[] => {
      const violation = results.violations.get(rule.id);
      if (violation) return [failed(rule.id, nodeEvidence(violation), { severity: severityOf(violation.impact, severityOfRule(rule)), ruleIds: [rule.id] })];
      if (results.passes.has(rule.id)) return [passed(rule.id)];
      if (results.incomplete.has(rule.id)) {
        return [
          {
            ...noData(rule.id, {
              pt: 'O axe-core não conseguiu decidir automaticamente: revise estes elementos manualmente.',
              en: 'axe-core could not decide automatically: review these elements by hand.',
            }),
            evidence: nodeEvidence(results.incomplete.get(rule.id)!),
          },
        ];
      }
      return [];
    }),
  ),
};
