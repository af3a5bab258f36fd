import { CrownOutlined, GiftOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { pricingPath, usageState, usePageLink, usePrimaryColour } from '@otimiza/sdk/web';
import { Card, Flex, Progress, Typography } from 'antd';
import { LinkButton } from '../../../kernel/app/LinkButton';
import { wrappingButton, wrappingCardTitle } from '../cardStyles';
import { freeCounter } from '../freeCounter';
import { CardIconTitle } from '../CardIconTitle';

/**
 * The free dashboard's counter n/3 with the analyses left, the usage bar's
 * colours, and the upgrade button to the plans.
 */
export function FreeCounterCard({ analyses, canUpgrade }: { analyses: EntitlementsResponse['analyses']; canUpgrade: boolean }) {
  const primary = usePrimaryColour();
  const pageLink = usePageLink();
  const { count, limit, remaining, full } = freeCounter(analyses);
  const usage = usageState(count, limit);
  return (
    <Card
      style={{ height: '100%' }}
      data-testid="free-counter"
      data-count={count}
      data-limit={limit}
      data-remaining={remaining}
      styles={wrappingCardTitle}
      title={
        <CardIconTitle icon={<GiftOutlined style={{ color: primary }} aria-hidden="true" />}>
          <Trans>Análises gratuitas</Trans>
        </CardIconTitle>
      }
    >
      <Flex vertical gap={10}>
        <Flex align="baseline" gap={6}>
          <Typography.Text strong style={{ fontSize: 36, lineHeight: 1.1 }} data-testid="free-counter-value">
            {count}/{limit}
          </Typography.Text>
          <Typography.Text type="secondary">
            <Trans>análises usadas</Trans>
          </Typography.Text>
        </Flex>
        <Progress percent={usage.percent ?? 0} showInfo={false} strokeColor={usage.color} aria-label={`${count} / ${limit}`} style={{ margin: 0 }} />
        <Typography.Text data-testid="free-counter-remaining" style={full ? { color: '#B91C1C' } : undefined}>
          {full ? (
            <Trans>Você usou todas as análises gratuitas. Faça upgrade para continuar analisando.</Trans>
          ) : (
            <Plural value={remaining} one="Resta # análise gratuita." other="Restam # análises gratuitas." />
          )}
        </Typography.Text>
        {canUpgrade && (
          <LinkButton
            {...pageLink(pricingPath)}
            buttonType={full ? 'primary' : 'default'}
            icon={<CrownOutlined />}
            style={{ ...wrappingButton, alignSelf: 'flex-start' }}
            data-testid="free-upgrade"
          >
            <Trans>Fazer upgrade</Trans>
          </LinkButton>
        )}
      </Flex>
    </Card>
  );
}
