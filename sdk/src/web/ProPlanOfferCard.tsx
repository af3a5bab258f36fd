import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { plans } from '../shared/index.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const offerMessages = {
  title: /*i18n*/ { id: 'sdk.proOffer.title', message: 'Mais com o plano Pro' },
  lead: /*i18n*/ { id: 'sdk.proOffer.lead', message: 'Por R$ {price} por mês, o Pro inclui:' },
};

/**
 * 'Mais com o plano Pro' on a page of a plan below Pro: the Pro plan's price, what it adds that matters on this page
 * (`items`, from the plan catalogue), and the page's ways to it (`actions`: the plans, the trial).
 */
export function ProPlanOfferCard({ items, actions, testId }: { items: readonly ReactNode[]; actions: ReactNode; testId: string }) {
  const { i18n } = useLingui();
  return (
    <Card
      data-testid={testId}
      styles={{ title: { whiteSpace: 'normal', paddingBlock: 12 } }}
      title={
        <Flex align="center" gap={8}>
          <CrownOutlined style={{ color: '#7C3AED' }} aria-hidden="true" />
          {i18n._(offerMessages.title)}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{i18n._({ ...offerMessages.lead, values: { price: plans.pro.priceBrl } })}</Typography.Text>
        <Flex vertical gap={6} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <li key={index} style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
              <CheckOutlined style={{ color: '#16A34A', marginBlockStart: 4 }} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </Flex>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      </Flex>
    </Card>
  );
}
