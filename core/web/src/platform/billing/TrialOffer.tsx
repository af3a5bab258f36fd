import { RocketOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { entitlementsQueryOptions, formatDate, StartTrialButton } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Typography } from 'antd';

/**
 * The plans page's 7-day Enterprise trial: the offer while the account may still start it (once
 * per account), and the end date while it runs.
 */
export function TrialOffer() {
  const { i18n } = useLingui();
  const entitlements = useQuery(entitlementsQueryOptions());
  const data = entitlements.data;
  if (!data) return null;
  if (data.temporaryEnterprise) {
    const until = formatDate(data.temporaryEnterprise.expiresAt, i18n.locale);
    return (
      <Alert
        type="success"
        showIcon
        icon={<RocketOutlined />}
        data-testid="trial-active"
        title={<Trans>Teste do Enterprise ativo até {until}</Trans>}
        description={
          <Trans>
            Todos os recursos Enterprise estão liberados até essa data. Depois, sua conta volta ao seu plano; para continuar com eles, assine o Enterprise.
          </Trans>
        }
      />
    );
  }
  if (!data.trialAvailable) return null;
  return (
    <Card data-testid="trial-offer" style={{ borderColor: '#C4B5FD', background: '#F5F3FF' }}>
      <Flex align="center" justify="space-between" gap={16} wrap>
        <Flex vertical gap={4} style={{ flex: '1 1 320px' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            <Trans>Experimente o Enterprise grátis por 7 dias</Trans>
          </Typography.Text>
          <Typography.Text type="secondary">
            <Trans>Todos os recursos do Enterprise, sem pagamento e sem cartão. Uma vez por conta; ao fim do prazo, a conta volta sozinha ao seu plano.</Trans>
          </Typography.Text>
        </Flex>
        <StartTrialButton type="primary" size="large" />
      </Flex>
    </Card>
  );
}
