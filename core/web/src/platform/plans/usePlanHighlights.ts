import { useLingui } from '@lingui/react/macro';
import type { PlanCatalogue, PlanId } from '@otimiza/sdk/shared';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { everythingOfMessage, planHighlightsOf, type PlanHighlight } from './planCopy';

/** The lines of `plan`'s card in the interface language. */
export function usePlanHighlights(catalogue: PlanCatalogue, plan: PlanId): PlanHighlight[] {
  const { i18n } = useLingui();
  const language = useLanguage();
  return planHighlightsOf(catalogue, plan, language, (planName) => i18n._(everythingOfMessage(planName)));
}
