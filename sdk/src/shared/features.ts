import type { LocalizedText } from './messages.js';

/**
 * A plan feature's key (camelCase, e.g. `htmlAutoCorrection`). The core declares the features no
 * plugin owns (support levels, the bilingual interface); every other feature is declared by the
 * plugin that provides it, in its manifest, so that nothing uninstalled is ever sold.
 */
export type FeatureKey = string;

/** Plan ids, cheapest first: each plan includes everything of the plans before it. */
export const planIds = ['free', 'lite', 'pro', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];

/** A feature offered in the plan catalogue: the line of the plan cards and the row of the comparison table. */
export interface PlanFeature {
  key: FeatureKey;
  /** The feature's name on the plan cards and in the comparison table. */
  label: LocalizedText;
  /** The plans that include it: a cheapest plan and every plan above it (enterprise always). */
  plans: readonly PlanId[];
}

/** Features of the core itself: how each plan is supported, the interface in two languages, the public API's keys, team members. */
export const coreFeatures: readonly PlanFeature[] = [
  { key: 'bilingualInterface', label: { pt: 'Interface bilíngue', en: 'Bilingual interface' }, plans: ['free', 'lite', 'pro', 'enterprise'] },
  { key: 'emailSupport', label: { pt: 'Suporte por e-mail', en: 'E-mail support' }, plans: ['lite', 'pro', 'enterprise'] },
  { key: 'prioritySupport', label: { pt: 'Suporte prioritário', en: 'Priority support' }, plans: ['pro', 'enterprise'] },
  /** The premium 'send e-mail': a report (analysis, site audit, audit report) e-mailed now with its PDF (`sendReportEmail`). */
  { key: 'sendEmail', label: { pt: 'Envio de relatórios por e-mail com PDF', en: 'Reports sent by e-mail with the PDF' }, plans: ['pro', 'enterprise'] },
  { key: 'prioritySupport24x7', label: { pt: 'Suporte 24/7', en: '24/7 support' }, plans: ['enterprise'] },
  { key: 'enterpriseAPI', label: { pt: 'API Enterprise com chaves de acesso', en: 'Enterprise API with access keys' }, plans: ['enterprise'] },
  { key: 'userManagement', label: { pt: 'Gestão de usuários', en: 'User management' }, plans: ['enterprise'] },
];

/** Why `feature` is not a valid catalogue entry, or null: its plans must be a cheapest plan and all above it. */
export function planFeatureProblem(feature: PlanFeature): string | null {
  if (!/^[a-z][a-zA-Z0-9]*$/.test(feature.key)) return `feature key "${feature.key}" must be camelCase`;
  const first = planIds.findIndex((plan) => feature.plans.includes(plan));
  if (first < 0) return `feature "${feature.key}" is in no plan`;
  const expected = planIds.slice(first);
  if (feature.plans.length !== expected.length || expected.some((plan) => !feature.plans.includes(plan))) {
    return `feature "${feature.key}" must be in ${expected.join(', ')}: a plan includes everything of the plans below it`;
  }
  return null;
}
