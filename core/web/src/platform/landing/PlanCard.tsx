import { CheckOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanCatalogue, PlanOffer } from '@otimiza/sdk/shared';
import { LinkButton } from '../../kernel/app/LinkButton';
import { PlanHighlightLine } from '../plans/PlanHighlightLine';
import { planTaglines } from '../plans/planCopy';
import { usePlanHighlights } from '../plans/usePlanHighlights';
import { usePlanText } from '../plans/usePlanText';
import { choosePlanLink } from './choosePlanLink';

/** One pricing card: name, price per month, analyses, the features this instance sells; its button chooses the plan. */
export function PlanCard({ plan, catalogue }: { plan: PlanOffer; catalogue: PlanCatalogue }) {
  const highlights = usePlanHighlights(catalogue, plan.id);
  const { i18n, t } = useLingui();
  const text = usePlanText();
  const name = plan.name;
  const titleId = `lp-plan-${plan.id}`;
  return (
    <article className={`lp-card lp-plan${plan.popular ? ' lp-plan-popular' : ''}`} aria-labelledby={titleId}>
      {plan.popular && (
        <span className="lp-plan-flag">
          <Trans>Mais popular</Trans>
        </span>
      )}
      <div>
        <h3 id={titleId}>{name}</h3>
        <p style={{ margin: '4px 0 0', color: '#475569' }}>{i18n._(planTaglines[plan.id])}</p>
      </div>
      <div className="lp-price">
        {text.price(plan.priceBrl)} <small>{text.perMonth}</small>
      </div>
      <ul>
        <li>
          <CheckOutlined aria-hidden="true" />
          <strong>{text.analyses(plan.analyses)}</strong>
        </li>
        {highlights.map((highlight) => (
          <li key={highlight.id} data-plan-line={highlight.id}>
            <PlanHighlightLine highlight={highlight} />
          </li>
        ))}
      </ul>
      <LinkButton {...choosePlanLink(plan.id)} buttonType={plan.popular ? 'primary' : 'default'} size="large" block>
        {plan.priceBrl === 0 ? t`Começar grátis` : t`Escolher ${name}`}
      </LinkButton>
    </article>
  );
}
