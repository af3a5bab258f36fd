import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { pricingPath, StartTrialButton, usePageLink } from '@otimiza/sdk/web';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../app/LinkButton';
import { wrappingButton, wrappingCardTitle } from './cardStyles';

/**
 * The lite dashboard's upgrade card: what the Pro plan adds, from the plan catalogue (spec 000 §6),
 * 'Ver Planos Pro e Enterprise' to the plans and, while the account may still start it, the 7-day
 * Enterprise trial.
 */
export function ProUpgradeCard() {
  const pageLink = usePageLink();
  const proLimit = plans.pro.analyses.limit ?? 0;
  const price = plans.pro.priceBrl;
  const items: ReactNode[] = [
    <Trans key="limit">{proLimit} análises por mês</Trans>,
    <Trans key="html">Correção automática do HTML, com download</Trans>,
    <Trans key="competitors">Análise de concorrentes</Trans>,
    <Trans key="strategy">Planejamento estratégico e monitoramento de resultados</Trans>,
  ];
  return (
    <Card
      data-testid="pro-upgrade-card"
      styles={wrappingCardTitle}
      title={
        <Flex align="center" gap={8}>
          <CrownOutlined style={{ color: '#7C3AED' }} aria-hidden="true" />
          <Trans>Mais com o plano Pro</Trans>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          <Trans>Por R$ {price} por mês, o Pro inclui:</Trans>
        </Typography.Text>
        <Flex vertical gap={6} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item, index) => (
            <li key={index} style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
              <CheckOutlined style={{ color: '#16A34A', marginBlockStart: 4 }} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </Flex>
        <Flex gap={8} wrap>
          <LinkButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />} style={wrappingButton}>
            <Trans>Ver Planos Pro e Enterprise</Trans>
          </LinkButton>
          <StartTrialButton />
        </Flex>
      </Flex>
    </Card>
  );
}
