import type { CheckDefinition, CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { failed, passed } from '../check-outcomes.js';
import { axeFrameworkParts } from './axe-framework.js';
import { mostSevere, nodeEvidence, severityOf } from './axe-evidence.js';
import { emagRecommendations } from './emag-recommendations.js';

const checkId = (number: string) => `emag-${number}`;

const checks: CheckDefinition[] = emagRecommendations.map((recommendation) => ({
  id: checkId(recommendation.number),
  title: recommendation.title,
  clause: `eMAG 3.1 — Recomendação ${recommendation.number}`,
  severity: recommendation.severity,
  ruleIds: recommendation.axeRules,
}));

/**
 * eMAG 3.1 from the same axe run: a recommendation fails when any axe rule mapped to it failed
 * (its evidence is those rules' elements), passes when some mapped rule passed and none failed,
 * and is not reported when none of its rules had anything to check on the page.
 */
export const emag31Framework: FrameworkDefinition = {
  id: 'emag-31',
  name: 'eMAG 3.1',
  type: 'accessibility',
  description: {
    pt: 'Modelo de Acessibilidade em Governo Eletrônico 3.1: as recomendações que uma regra automática do axe-core evidencia.',
    en: 'Brazil’s e-Government Accessibility Model 3.1: the recommendations an automated axe-core rule evidences.',
  },
  region: 'BR',
  version: '3.1',
  certificationLevel: 'intermediate',
  checks,
  ...axeFrameworkParts((results) =>
    emagRecommendations.flatMap((recommendation): CheckOutcome[] => {
      const id = checkId(recommendation.number);
      const violations = recommendation.axeRules.flatMap((rule) => results.violations.get(rule) ?? []);
      if (violations.length > 0) {
        return [
          failed(
            id,
            violations.flatMap((violation) =>
              nodeEvidence(violation).map((evidence) => ({ ...evidence, note: { pt: `axe-core: ${violation.id}`, en: `axe-core: ${violation.id}` } })),
            ),
            {
              severity: mostSevere(violations.map((violation) => severityOf(violation.impact, recommendation.severity))),
              ruleIds: violations.map((violation) => violation.id),
            },
          ),
        ];
      }
      return recommendation.axeRules.some((rule) => results.passes.has(rule)) ? [passed(id)] : [];
    }),
  ),
};
