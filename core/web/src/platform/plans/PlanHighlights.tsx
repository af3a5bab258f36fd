import type { PlanCatalogue, PlanId } from '@otimiza/sdk/shared';
import { PlanHighlightLine } from './PlanHighlightLine';
import { usePlanHighlights } from './usePlanHighlights';

/** The feature lines of a plan, as list items (the registration page's plan summary). */
export function PlanHighlights({ catalogue, plan }: { catalogue: PlanCatalogue; plan: PlanId }) {
  return usePlanHighlights(catalogue, plan).map((highlight) => (
    <li key={highlight.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <PlanHighlightLine highlight={highlight} />
    </li>
  ));
}
