import { CheckCircleFilled, CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlanCatalogue, PlanOffer } from '@otimiza/sdk/shared';
import { Badge, Button, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PlanHighlightLine } from '../plans/PlanHighlightLine';
import { planTaglines } from '../plans/planCopy';
import { usePlanHighlights } from '../plans/usePlanHighlights';
import { usePlanText } from '../plans/usePlanText';
import { usePrimaryColour } from '@otimiza/sdk/web';

export interface PlanCardAction {
  label: ReactNode;
  disabled: boolean;
  loading: boolean;
  current: boolean;
  onClick: () => void;
}

/** One plan of the plans page: name, tagline, price, analyses, highlights, what the workspace uses of it (`usage`), and its button. */
export function PricingPlanCard({ plan, catalogue, action, usage }: { plan: PlanOffer; catalogue: PlanCatalogue; action: PlanCardAction; usage?: ReactNode }) {
  const primary = usePrimaryColour();
  const highlights = usePlanHighlights(catalogue, plan.id);
  const { i18n } = useLingui();
  const text = usePlanText();
  const titleId = `pricing-plan-${plan.id}`;
  const card = (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-plan-card={plan.id}
      style={{
        height: '100%',
        borderColor: action.current ? '#16A34A' : plan.popular ? primary : undefined,
        borderWidth: action.current || plan.popular ? 2 : 1,
      }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 16, padding: 24 } }}
    >
      <div>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={2} id={titleId} style={{ margin: 0, fontSize: 22 }}>
            {plan.name}
          </Typography.Title>
          {action.current && (
            <Typography.Text style={{ color: '#15803D', fontWeight: 600 }}>
              <CheckCircleFilled aria-hidden="true" /> <Trans>Seu plano</Trans>
            </Typography.Text>
          )}
        </Flex>
        <Typography.Text type="secondary">{i18n._(planTaglines[plan.id])}</Typography.Text>
      </div>
      <div>
        <Typography.Text strong style={{ fontSize: 34, lineHeight: 1.1 }}>
          {text.price(plan.priceBrl)}
        </Typography.Text>{' '}
        <Typography.Text type="secondary">{text.perMonth}</Typography.Text>
      </div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', alignContent: 'start', gap: 8, flex: 1 }}>
        <li>
          <Flex gap={8} align="baseline">
            <CheckOutlined aria-hidden="true" style={{ color: '#16A34A' }} />
            <strong>{text.analyses(plan.analyses)}</strong>
          </Flex>
        </li>
        {highlights.map((highlight) => (
          <li key={highlight.id} data-plan-line={highlight.id}>
            <Flex gap={8} align="flex-start">
              <PlanHighlightLine highlight={highlight} />
            </Flex>
          </li>
        ))}
      </ul>
      {usage}
      <Button
        type={plan.popular && !action.current ? 'primary' : 'default'}
        size="large"
        block
        icon={action.current ? undefined : <CrownOutlined />}
        disabled={action.disabled}
        loading={action.loading}
        onClick={action.onClick}
        // Long labels ('Fazer upgrade para Enterprise') wrap on a phone instead of leaving the card.
        style={{ whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 6 }}
      >
        {action.label}
      </Button>
    </Card>
  );
  if (!plan.popular) return card;
  return (
    <Badge.Ribbon text={<Trans>Mais popular</Trans>} color={primary} styles={{ root: { height: '100%' } }}>
      {card}
    </Badge.Ribbon>
  );
}
