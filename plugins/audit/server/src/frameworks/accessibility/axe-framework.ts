import type { CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { accessibilityPenalties } from './accessibility-penalties.js';
import { axeResultsById } from './axe-evidence.js';
import { wcagRulesAxeVersion } from './wcag-rules.js';

/**
 * What a framework checked by axe-core on the inspected page has in common: the accessibility penalties, axe-core as
 * its engine, and an evaluation from the page's axe results by rule id (no outcome without an inspection).
 */
export function axeFrameworkParts(
  outcomes: (results: ReturnType<typeof axeResultsById>) => CheckOutcome[],
): Pick<FrameworkDefinition, 'penalties' | 'engine' | 'reads' | 'evaluate'> {
  return {
    penalties: accessibilityPenalties,
    engine: { name: 'axe-core', version: wcagRulesAxeVersion },
    reads: ['inspection'],
    evaluate: ({ inspection }) => (inspection ? outcomes(axeResultsById(inspection.axe)) : []),
  };
}
