import type { Language } from '@otimiza/sdk/shared';
import { brazilAdviceCatalogue } from './brazil-advice-catalogue.js';
import type { BrazilAdviceContext } from './brazil-advice.js';
import { brazilCheckIds, type BrazilCheckResult } from './brazil-check.js';
import { brazilCheckWeights, priorityOrder } from './brazil-check-weights.js';
import type { BrazilOptimization, BrazilOptimizationResult } from './brazil-optimization-result.js';
import { implementationRoadmap } from './implementation-roadmap.js';
import { marketOpportunities } from './market-opportunities.js';

export interface BrazilOptimizationInput {
  url: string | URL;
  companyName: string;
  location: string | null;
  /** From `detectBrazilSignals`. */
  checks: readonly BrazilCheckResult[];
  language: Language;
}

/** The weighted share (0–100) of the given checks that pass. */
function weightedShare(checks: readonly BrazilCheckResult[], weightOf: (check: BrazilCheckResult) => number): number {
  const total = checks.reduce((sum, check) => sum + weightOf(check), 0);
  if (total === 0) return 0;
  const passed = checks.filter((check) => check.found).reduce((sum, check) => sum + weightOf(check), 0);
  return Math.round((passed / total) * 100);
}

function optimizationFor(check: BrazilCheckResult, context: BrazilAdviceContext, language: Language): BrazilOptimization {
  const advice = brazilAdviceCatalogue[check.id];
  const { category, priority } = brazilCheckWeights[check.id];
  return {
    checkId: check.id,
    title: advice.title[language],
    category,
    priority,
    description: advice.description[language],
    currentState: advice.currentState(context)[language],
    optimizedState: advice.optimizedState[language],
    implementation: advice.implementation(context)[language],
    businessImpact: advice.businessImpact[language],
    estimatedROI: advice.estimatedROI[language],
  };
}

/** Most urgent first; within a priority, the heavier signal first, then the checks' own order. */
function byUrgency(a: BrazilCheckResult, b: BrazilCheckResult): number {
  const [wa, wb] = [brazilCheckWeights[a.id], brazilCheckWeights[b.id]];
  return (
    priorityOrder.indexOf(wa.priority) - priorityOrder.indexOf(wb.priority) ||
    wb.weight - wa.weight ||
    brazilCheckIds.indexOf(a.id) - brazilCheckIds.indexOf(b.id)
  );
}

/** The spec's Brazil optimisation result: scores from the checks, one optimisation per failing check. */
export function buildBrazilOptimization(input: BrazilOptimizationInput): BrazilOptimizationResult {
  const { companyName, location, checks, language } = input;
  const url = new URL(input.url);
  const optimizations = checks
    .filter((check) => !check.found)
    .sort(byUrgency)
    .map((check) => optimizationFor(check, { companyName, location, url, evidence: check.evidence }, language));
  return {
    url: url.href,
    companyName,
    location,
    localSeoScore: weightedShare(checks, (check) => brazilCheckWeights[check.id].weight),
    brazilCompliance: weightedShare(checks, (check) => (brazilCheckWeights[check.id].compliance ? 1 : 0)),
    totalOptimizations: optimizations.length,
    optimizations,
    marketOpportunities: marketOpportunities({ checks, companyName, location, language }),
    implementationRoadmap: implementationRoadmap(optimizations, language),
    checks: [...checks],
  };
}
