import { CrownOutlined, WarningOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { EntitlementsResponse } from '@otimiza/sdk/shared';
import { pricingPath, usageState, usePageLink } from '@otimiza/sdk/web';
import { Card, Flex, Progress, Typography } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { wrappingButton } from './cardStyles';

/**
 * Analyses used against the plan's limit, from the server's entitlements. The bar is blue, yellow
 * from 70 % and red from 90 %; from 80 % a warning says so, and at 100 % an upgrade button leads
 * to the plans. The demo's stored analyses were made by the seed, not by the plan's
 * usage: the card says so, so its count and the stat cards do not seem to disagree.
 */
export function UsageCard({ analyses, canUpgrade = true, demo = false }: { analyses: EntitlementsResponse['analyses']; canUpgrade?: boolean; demo?: boolean }) {
  const { limit, used, remaining, period } = analyses;
  const usage = usageState(used, limit);
  const left = remaining ?? (limit === null ? null : Math.max(0, limit - used));
  const percent = usage.percent;
  const pageLink = usePageLink();
  return (
    <Card title={<Trans>Uso de análises</Trans>} data-testid="usage-card" data-used={used} data-limit={limit ?? 'unlimited'}>
      <Flex align="baseline" gap={8}>
        <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.2 }}>
          {used}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 18 }}>
          / {limit === null ? <Trans>Ilimitado</Trans> : limit}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
        {period === 'total' ? <Trans>análises usadas no total</Trans> : <Trans>análises usadas neste mês</Trans>}
      </Typography.Paragraph>
      {demo && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 12px' }} data-testid="usage-demo-note">
          <Trans>As análises da demonstração foram geradas pela própria plataforma e não contam no uso do plano.</Trans>
        </Typography.Paragraph>
      )}
      {limit !== null && percent !== null && (
        <Flex vertical gap={8} data-testid="usage-bar" data-usage-level={usage.level}>
          <Progress percent={percent} showInfo={false} strokeColor={usage.color} aria-label={`${used} / ${limit}`} style={{ margin: 0 }} />
          <Typography.Text type="secondary">
            <Trans>Restam {left}</Trans>
          </Typography.Text>
          {usage.warn && (
            <Typography.Text style={{ color: '#92400E' }} data-testid="usage-warning">
              <WarningOutlined aria-hidden="true" /> <Trans>Você já usou {percent}% das análises do seu plano.</Trans>
            </Typography.Text>
          )}
          {usage.full && (
            <>
              <Typography.Text style={{ color: '#B91C1C' }} data-testid="usage-full">
                <WarningOutlined aria-hidden="true" />{' '}
                {period === 'total' ? (
                  <Trans>As análises gratuitas acabaram. Faça upgrade para continuar analisando.</Trans>
                ) : (
                  <Trans>O limite deste mês foi atingido. Faça upgrade para continuar analisando.</Trans>
                )}
              </Typography.Text>
              {canUpgrade && (
                <LinkButton {...pageLink(pricingPath)} buttonType="primary" icon={<CrownOutlined />} style={{ ...wrappingButton, alignSelf: 'flex-start' }}>
                  <Trans>Fazer upgrade</Trans>
                </LinkButton>
              )}
            </>
          )}
        </Flex>
      )}
    </Card>
  );
}
