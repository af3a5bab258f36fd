import { StarFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationAnalytics } from '@otimiza/plugin-notifications-shared';
import { Card, Flex, Tag, theme, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatHour, formatPercent } from '../../lib/format';

/** Engagement by hour of the day, as bars scaled to the best hour, the best hour marked (trends.hourly). */
export function HourlyEngagement({ analytics }: { analytics: NotificationAnalytics }) {
  const { t } = useLingui();
  const { token } = theme.useToken();
  const { locale } = useInterfaceLanguage();
  const hours = [...analytics.trends.hourly].sort((a, b) => a.hour - b.hour);
  const highest = Math.max(0, ...hours.map((entry) => entry.engagement ?? 0));
  const best = analytics.bestHour;
  const zone = analytics.timeZone.replace(/_/g, ' ');
  const bestLabel = best === null ? null : formatHour(best, locale);
  return (
    <Card size="small" title={<Trans>Engajamento por hora do dia</Trans>} data-testid="hourly-engagement">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {bestLabel ? (
          <Trans>
            Melhor horário para enviar: {bestLabel} (fuso {zone}).
          </Trans>
        ) : (
          <Trans>Ainda não há aberturas para indicar o melhor horário (fuso {zone}).</Trans>
        )}
      </Typography.Paragraph>
      <Flex vertical gap={4} role="list" aria-label={t`Engajamento por hora`}>
        {hours.map((entry) => {
          const rate = formatPercent(entry.engagement, locale);
          const width = highest > 0 && entry.engagement ? (entry.engagement / highest) * 100 : 0;
          const isBest = entry.optimal || entry.hour === best;
          return (
            <Flex key={entry.hour} gap={8} align="center" role="listitem" data-hour={entry.hour} data-optimal={isBest ? 'true' : undefined}>
              <Typography.Text type="secondary" style={{ width: 48, flex: 'none', fontSize: 12, textAlign: 'end' }}>
                {formatHour(entry.hour, locale)}
              </Typography.Text>
              <div style={{ flex: 1, height: 12, background: token.colorFillQuaternary, borderRadius: 6, overflow: 'hidden' }}>
                <div style={{ width: `${width}%`, height: '100%', background: isBest ? token.colorSuccess : token.colorPrimary, borderRadius: 6 }} />
              </div>
              <Typography.Text style={{ width: 56, flex: 'none', fontSize: 12, textAlign: 'end' }} type={rate ? undefined : 'secondary'}>
                {rate ?? '—'}
              </Typography.Text>
              <span style={{ width: 20, flex: 'none' }}>
                {isBest && (
                  <Tag color="green" style={{ margin: 0, paddingInline: 4 }} title={t`Melhor horário`}>
                    <StarFilled aria-label={t`Melhor horário`} />
                  </Tag>
                )}
              </span>
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
