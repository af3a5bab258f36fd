import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { Card, Col, Row, Skeleton } from 'antd';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { DashboardNotices } from './DashboardNotices';
import { FreeCounterCard } from './free/FreeCounterCard';
import { HowToStartCard } from './free/HowToStartCard';
import { useEntitlements } from './useEntitlements';
import { DashboardWidgetColumns } from './DashboardWidgetColumns';
import { useWidgetSlots } from '../../kernel/widgets/useWidgetSlots';

/**
 * Home of the free plan: the counter n/3 with the analyses left and the
 * upgrade button, the how-to-start steps, the figures, the analysis form (whose limit opens the
 * FREE upgrade dialog) and the latest analyses.
 */
export function FreeDashboard({ user, ...frame }: FrameProps & { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  const entitlements = useEntitlements();
  const slots = useWidgetSlots(user);
  const widgetProps = { plan: user.plan.name, mode: user.mode, readOnly: user.mode === 'demo' };
  return (
    <DashboardFrame
      {...frame}
      user={user}
      title={t`Painel Gratuito`}
      subtitle={<Trans>Olá, {name}! Faça até três análises gratuitas e conheça o Otimiza.</Trans>}
    >
      <DashboardNotices user={user} />
      <Row gutter={[16, 16]}>
        {/* A failed read of the counter is said once, in the notices, with its retry. */}
        <Col xs={24} lg={10}>
          {entitlements.data ? (
            <FreeCounterCard analyses={entitlements.data.analyses} canUpgrade={user.mode !== 'demo'} />
          ) : entitlements.isPending ? (
            <Card style={{ height: '100%' }} aria-busy="true">
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          ) : null}
        </Col>
        <Col xs={24} lg={14}>
          <HowToStartCard />
        </Col>
      </Row>
      <DashboardWidgetColumns slots={slots} props={widgetProps} />
    </DashboardFrame>
  );
}
