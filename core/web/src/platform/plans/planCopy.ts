import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { planIds, plans, type Language, type PlanCatalogue, type PlanId } from '@otimiza/sdk/shared';

/** One line of a plan card: a feature of the catalogue, or 'Tudo do Lite'. */
export interface PlanHighlight {
  id: string;
  text: string;
}

/**
 * The lines of a plan card, from the instance's catalogue: what the plan below
 * includes in one line ('Tudo do Lite'), then each feature this plan is the cheapest to include,
 * as its plugin names it. Nothing an uninstalled plugin would provide is ever listed.
 */
export function planHighlightsOf(catalogue: PlanCatalogue, plan: PlanId, language: Language, everythingOf: (planName: string) => string): PlanHighlight[] {
  const below = planIds[planIds.indexOf(plan) - 1];
  const newHere = catalogue.features.filter((feature) => feature.plans.includes(plan) && (!below || !feature.plans.includes(below)));
  return [
    ...(below ? [{ id: `everything-of-${below}`, text: everythingOf(plans[below].name) }] : []),
    ...newHere.map((feature) => ({ id: feature.key, text: feature.label[language] })),
  ];
}

/** 'Tudo do Lite': the first line of a paid plan's card. */
export const everythingOfMessage = (planName: string): MessageDescriptor => msg`Tudo do ${planName}`;

/** One line saying who each plan is for. */
export const planTaglines: Record<PlanId, MessageDescriptor> = {
  free: msg`Para conhecer a plataforma`,
  lite: msg`Para quem está começando`,
  pro: msg`Para profissionais e pequenas empresas`,
  enterprise: msg`Para agências e empresas`,
};
