import { CrownOutlined, LockOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { firstPlanWith, plans, type FeatureKey } from '../shared/index.js';
import { pricingPath } from './billing.js';
import { planCatalogueQueryOptions } from './plan-catalogue.js';
import { usePageLink } from './page-links.js';
import { RouterButton } from './RouterButton.js';
import { StartTrialButton } from './StartTrialButton.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const upgradeMessages = {
  availableFrom: /*i18n*/ { id: 'sdk.upgradeRequired.availableFrom', message: 'Disponível a partir do plano {planName}.' },
  seePlans: /*i18n*/ { id: 'sdk.upgradeRequired.seePlans', message: 'Ver planos' },
};

/**
 * The upgrade-required card: shown in place of a feature the plan does not
 * include, with the first plan of the instance's catalogue that does, a button to the plans page
 * and, while the account may still start it, the 7-day Enterprise trial (which includes every
 * feature this instance sells).
 */
export function UpgradeRequiredCard({ feature, title, children }: { feature: FeatureKey; title: ReactNode; children?: ReactNode }) {
  const { i18n } = useLingui();
  const pageLink = usePageLink();
  const catalogue = useQuery(planCatalogueQueryOptions());
  const plan = catalogue.data ? firstPlanWith(catalogue.data, feature) : null;
  return (
    <Flex
      vertical
      align="center"
      gap={10}
      data-testid="upgrade-required"
      data-feature={feature}
      style={{ padding: '24px 16px', textAlign: 'center', border: '1px dashed #CBD5E1', borderRadius: 12, background: '#F8FAFC' }}
    >
      <LockOutlined style={{ fontSize: 28, color: '#64748B' }} aria-hidden="true" />
      <Typography.Text strong style={{ fontSize: 16 }}>
        {title}
      </Typography.Text>
      {children && (
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560 }}>
          {children}
        </Typography.Paragraph>
      )}
      {plan && (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {i18n._({ ...upgradeMessages.availableFrom, values: { planName: plans[plan].name } })}
        </Typography.Text>
      )}
      <Flex gap={8} wrap justify="center">
        <RouterButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />}>
          {i18n._(upgradeMessages.seePlans)}
        </RouterButton>
        {plan && <StartTrialButton />}
      </Flex>
    </Flex>
  );
}
