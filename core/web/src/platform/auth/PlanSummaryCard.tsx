import { CheckOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans as catalogue, type PlanId } from '@otimiza/sdk/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { planCatalogueQueryOptions } from '@otimiza/sdk/web';
import { PlanBadge } from '../plans/PlanBadge';
import { planTaglines } from '../plans/planCopy';
import { PlanHighlights } from '../plans/PlanHighlights';
import { usePlanText } from '../plans/usePlanText';

/** The chosen plan beside the registration form: name, price, features, badge. */
export function PlanSummaryCard({ planId }: { planId: PlanId }) {
  const { i18n } = useLingui();
  const text = usePlanText();
  const plans = useQuery(planCatalogueQueryOptions());
  const plan = plans.data?.plans.find((candidate) => candidate.id === planId);
  const name = plan?.name ?? catalogue[planId].name;

  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          <Trans>Plano escolhido</Trans>
          <PlanBadge plan={planId} />
          {plan?.popular && (
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              <Trans>Mais popular</Trans>
            </Tag>
          )}
        </Flex>
      }
      style={{ height: '100%' }}
    >
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 24 }} data-testid="plan-summary-name">
        {name}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{i18n._(planTaglines[planId])}</Typography.Paragraph>
      {plan && plans.data ? (
        <>
          <Typography.Paragraph style={{ fontSize: 32, fontWeight: 800, margin: '0 0 12px' }}>
            {text.price(plan.priceBrl)}{' '}
            <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 500 }}>
              {text.perMonth}
            </Typography.Text>
          </Typography.Paragraph>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
            <li style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <CheckOutlined style={{ color: '#15803D', marginTop: 4 }} aria-hidden="true" />
              <span>{text.analyses(plan.analyses)}</span>
            </li>
            <PlanHighlights catalogue={plans.data} plan={planId} />
          </ul>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 5 }} title={false} loading={!plans.error} />
      )}
      {plan && plan.priceBrl > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
          <Trans>
            O pagamento vem depois do cadastro: no primeiro login você segue para o checkout do plano escolhido. Até pagar, a conta fica no plano Free.
          </Trans>
        </Typography.Paragraph>
      )}
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        <Link to="/" hash="planos">
          <Trans>Trocar de plano</Trans>
        </Link>
      </Typography.Paragraph>
    </Card>
  );
}
