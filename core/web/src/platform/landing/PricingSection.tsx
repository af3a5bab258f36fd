import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Skeleton } from 'antd';
import { planCatalogueQueryOptions } from '@otimiza/sdk/web';
import { PlanCard } from './PlanCard';

/** The plan cards, with prices, limits and the installed plugins' features from `GET /api/plans`. */
export function PricingSection() {
  const plans = useQuery(planCatalogueQueryOptions());
  return (
    <section id="planos" className="lp-section lp-section-alt" aria-labelledby="lp-pricing">
      <div className="lp-container">
        <h2 id="lp-pricing" className="lp-center">
          <Trans>Planos e preços</Trans>
        </h2>
        <p className="lp-lead lp-center">
          <Trans>Comece grátis e mude de plano quando precisar. Preços mensais em reais.</Trans>
        </p>
        {plans.error ? (
          <Alert
            type="error"
            showIcon
            title={<Trans>Não foi possível carregar os planos</Trans>}
            description={plans.error.message}
            action={
              <Button icon={<ReloadOutlined />} loading={plans.isFetching} onClick={() => void plans.refetch()}>
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          />
        ) : (
          <div className="lp-pricing">
            {plans.data
              ? plans.data.plans.map((plan) => <PlanCard key={plan.id} plan={plan} catalogue={plans.data} />)
              : [0, 1, 2, 3].map((index) => (
                  <div key={index} className="lp-card lp-plan">
                    <Skeleton active paragraph={{ rows: 8 }} />
                  </div>
                ))}
          </div>
        )}
      </div>
    </section>
  );
}
