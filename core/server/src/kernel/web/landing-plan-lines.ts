import { landingPlanLinePlaceholder, planIds, type Language, type PlanCatalogue } from '@otimiza/sdk/shared';

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** The placeholder line of a plan card in the prerendered landing (`<li data-plan-line="plan-line-placeholder-pro">`). */
const placeholderLine = new RegExp(`<li\\b[^>]*\\bdata-plan-line="${landingPlanLinePlaceholder}-([a-z]+)"[^>]*>[\\s\\S]*?</li>`, 'g');

/**
 * The prerendered landing with the plan cards' feature lines of this instance: the build knows no
 * plugin and leaves one placeholder line per plan; each becomes, in the card's language, a line for
 * every feature of `catalogue` (the core's and the mounted plugins') that this plan is the cheapest
 * to include, in the catalogue's order — as the app's own cards list them (planHighlightsOf).
 * Lines that are not features ('Tudo do Lite') stay.
 */
export function withPlanLines(html: string, catalogue: PlanCatalogue, language: Language): string {
  return html.replace(placeholderLine, (line, plan: string) => {
    const index = (planIds as readonly string[]).indexOf(plan);
    if (index < 0) return '';
    const below = planIds[index - 1];
    const newHere = catalogue.features.filter((feature) => feature.plans.includes(planIds[index]!) && (!below || !feature.plans.includes(below)));
    return newHere
      .map((feature) =>
        line
          .replace(`${landingPlanLinePlaceholder}-${plan}`, () => escapeHtml(feature.key))
          .replace(landingPlanLinePlaceholder, () => escapeHtml(feature.label[language])),
      )
      .join('');
  });
}
