import type { AnalysisRecord } from '@otimiza/sdk/server';
import type { CheckDefinition, CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { noData, outcome } from '../check-outcomes.js';
import { noAnalysisNote } from '../no-analysis-note.js';
import { ruleSetsVersion } from '../rule-sets-version.js';

interface VitalBudget extends CheckDefinition {
  budget: number;
  unit: 'ms' | 'unitless';
}

/** The "good" thresholds web.dev publishes for Core Web Vitals; TBT stands in for INP, which a lab run cannot measure. */
export const vitalBudgets: readonly VitalBudget[] = [
  {
    id: 'largest-contentful-paint',
    title: { pt: 'Largest Contentful Paint até 2,5 s', en: 'Largest Contentful Paint within 2.5 s' },
    clause: 'Core Web Vitals — LCP ≤ 2,5 s',
    severity: 'high',
    budget: 2500,
    unit: 'ms',
    ruleIds: ['largest-contentful-paint'],
  },
  {
    id: 'cumulative-layout-shift',
    title: { pt: 'Cumulative Layout Shift até 0,1', en: 'Cumulative Layout Shift within 0.1' },
    clause: 'Core Web Vitals — CLS ≤ 0,1',
    severity: 'medium',
    budget: 0.1,
    unit: 'unitless',
    ruleIds: ['cumulative-layout-shift'],
  },
  {
    id: 'total-blocking-time',
    title: { pt: 'Total Blocking Time até 200 ms (indicador de INP em laboratório)', en: 'Total Blocking Time within 200 ms (lab proxy for INP)' },
    clause: 'Core Web Vitals — INP (TBT ≤ 200 ms em laboratório)',
    severity: 'medium',
    budget: 200,
    unit: 'ms',
    ruleIds: ['total-blocking-time'],
  },
];

function vitalOutcome(analysis: AnalysisRecord, vital: VitalBudget): CheckOutcome {
  const value = analysis.metrics[vital.id]?.value ?? null;
  if (value === null) {
    return noData(vital.id, { pt: 'A última análise não mediu esta métrica.', en: 'The latest analysis did not measure this metric.' });
  }
  return outcome(vital.id, value <= vital.budget, [
    { kind: 'metric', url: analysis.url, metric: { id: vital.id, value, budget: vital.budget, unit: vital.unit } },
  ]);
}

/** Core Web Vitals budgets from the site's latest completed analysis (Lighthouse); `no_data` without one. */
export const coreWebVitalsFramework: FrameworkDefinition = {
  id: 'core-web-vitals',
  name: 'Core Web Vitals',
  type: 'performance',
  description: {
    pt: 'Limites “bons” das Core Web Vitals (LCP ≤ 2,5 s, CLS ≤ 0,1, TBT ≤ 200 ms como indicador de INP) na última análise do site.',
    en: 'The “good” Core Web Vitals thresholds (LCP ≤ 2.5 s, CLS ≤ 0.1, TBT ≤ 200 ms as the INP proxy) in the site’s latest analysis.',
  },
  region: 'international',
  version: '2024',
  certificationLevel: 'basic',
  // No law attaches a sanction to slow pages.
  penalties: [],
  engine: { name: 'Lighthouse (Otimiza analysis)', version: ruleSetsVersion },
  checks: vitalBudgets.map(({ id, title, clause, severity, ruleIds }) => ({ id, title, clause, severity, ruleIds })),
  reads: ['analysis'],
  evaluate({ analysis }) {
    if (!analysis) return vitalBudgets.map((vital) => noData(vital.id, noAnalysisNote));
    return vitalBudgets.map((vital) => vitalOutcome(analysis, vital));
  },
};
