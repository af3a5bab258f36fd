import { CheckOutlined, CrownOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, PageHeader, useDocumentTitle, useStartCheckout, type LockedPageProps } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, List, Tag, Typography } from 'antd';

/**
 * /white-label-setup on a plan without white-label: 'Acesso Restrito', the current
 * plan, and the Enterprise offer with what it adds; 'Fazer Upgrade' starts the Enterprise checkout.
 */
export default function WhiteLabelLockedPage(_props: LockedPageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Setup White-Label`);
  const entitlements = useQuery(entitlementsQueryOptions());
  const checkout = useStartCheckout();
  const currentPlan = entitlements.data ? plans[entitlements.data.plan].name : '…';
  const enterprise = plans.enterprise;
  const price = enterprise.priceBrl;
  const offer = [t`Domínio personalizado`, t`Marca personalizada`, t`API própria`, t`Remoção da marca Otimiza`];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }} data-testid="white-label-locked">
      <PageHeader title={<Trans>Setup White-Label</Trans>} />
      <Card>
        <Flex vertical align="center" gap={12} style={{ textAlign: 'center' }}>
          <LockOutlined style={{ fontSize: 36, color: '#64748B' }} aria-hidden="true" />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            <Trans>Acesso Restrito</Trans>
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0, fontSize: 16 }}>
            <Trans>O Setup White-Label Completo está disponível apenas para o plano Enterprise</Trans>
          </Typography.Paragraph>
          <Typography.Text type="secondary" data-testid="current-plan">
            <Trans>Seu plano atual:</Trans> <Tag style={{ marginInlineEnd: 0 }}>{currentPlan}</Tag>
          </Typography.Text>
        </Flex>
      </Card>
      <Card
        title={
          <Flex align="center" gap={8}>
            <CrownOutlined style={{ color: '#D97706' }} aria-hidden="true" />
            <span>{enterprise.name}</span>
          </Flex>
        }
        extra={
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="enterprise-price">
            <Trans>R$ {price}/mês</Trans>
          </Typography.Text>
        }
      >
        <List
          dataSource={offer}
          split={false}
          renderItem={(item) => (
            <List.Item style={{ padding: '4px 0' }}>
              <Typography.Text>
                <CheckOutlined style={{ color: '#16A34A', marginInlineEnd: 8 }} aria-hidden="true" />
                {item}
              </Typography.Text>
            </List.Item>
          )}
        />
        <Button
          type="primary"
          size="large"
          icon={<CrownOutlined />}
          block
          style={{ marginTop: 12 }}
          loading={checkout.busyPlan === 'enterprise'}
          onClick={() => checkout.start('enterprise')}
          data-testid="white-label-upgrade"
        >
          <Trans>Fazer Upgrade</Trans>
        </Button>
      </Card>
    </Flex>
  );
}
