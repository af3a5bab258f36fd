import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { isPaidPlanId, type ApiUser } from '@otimiza/sdk/shared';
import { Alert, Button, Card, Col, Flex, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { DashboardHeader } from './DashboardHeader';
import { EmptyAnalyses } from './EmptyAnalyses';
import { PendingPlanNotice } from './PendingPlanNotice';
import { SubscriptionNotices } from './SubscriptionNotices';
import { TemporaryEnterpriseBanner } from './TemporaryEnterpriseBanner';
import { UsageCard } from './UsageCard';
import { useEntitlements } from './useEntitlements';

/**
 * What every plan dashboard shows for now: header, notices about the plan and the subscription
 * (a failed renewal, a cancellation, a plan awaiting payment), the analyses used
 * (real numbers from the server) and the honest empty state of the analyses.
 */
export function PlanDashboard({ user, title, subtitle }: { user: ApiUser; title: string; subtitle: ReactNode }) {
  useDocumentTitle(title);
  const entitlements = useEntitlements();
  const data = entitlements.data;

  return (
    <Flex vertical gap={24}>
      <DashboardHeader title={title} subtitle={subtitle} plan={user.plan.name} month={data?.analyses.month} />
      {data?.temporaryEnterprise && <TemporaryEnterpriseBanner access={data.temporaryEnterprise} />}
      {user.mode !== 'demo' && <SubscriptionNotices />}
      {user.pendingPlan && isPaidPlanId(user.pendingPlan) && user.mode === 'user' && (
        <PendingPlanNotice pendingPlan={user.pendingPlan} currentPlan={user.plan.name} />
      )}
      {entitlements.error && (
        <Alert
          type="error"
          showIcon
          title={<Trans>Não foi possível carregar o uso do seu plano</Trans>}
          description={entitlements.error.message}
          action={
            <Button icon={<ReloadOutlined />} loading={entitlements.isFetching} onClick={() => void entitlements.refetch()}>
              <Trans>Tentar novamente</Trans>
            </Button>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          {data ? (
            <UsageCard analyses={data.analyses} canUpgrade={user.mode !== 'demo'} />
          ) : (
            <Card style={{ height: '100%' }}>
              <Skeleton active paragraph={{ rows: 3 }} loading={entitlements.isPending} />
            </Card>
          )}
        </Col>
        <Col xs={24} lg={16}>
          <EmptyAnalyses />
        </Col>
      </Row>
    </Flex>
  );
}
