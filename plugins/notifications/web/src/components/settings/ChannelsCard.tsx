import { Trans, useLingui } from '@lingui/react/macro';
import { deliveryChannels, type ChannelAvailability, type DeliveryChannel, type PushConfig } from '@otimiza/plugin-notifications-shared';
import { Card, Flex, Switch, Typography } from 'antd';
import { channelLabels } from '../../lib/labels';

/** A switch per channel; a channel this instance cannot use (SMS without a provider) is disabled, with the reason. */
export function ChannelsCard({
  config,
  unavailable,
  onChange,
}: {
  config: PushConfig;
  unavailable: ChannelAvailability;
  onChange: (part: Partial<PushConfig>) => void;
}) {
  const { t, i18n } = useLingui();
  const reasonOf = (channel: DeliveryChannel): string | null => {
    const entry = unavailable[channel];
    if (!entry) return null;
    return entry.reason === 'no-provider' ? t`Nenhum provedor de SMS configurado` : t`Ative as notificações push neste navegador abaixo`;
  };
  return (
    <Card title={<Trans>Canais</Trans>} size="small" data-testid="settings-channels">
      <Flex vertical gap={12}>
        {deliveryChannels.map((channel) => {
          const reason = reasonOf(channel);
          // A channel that cannot deliver cannot be switched on; one already on can still be switched off.
          const disabled = reason !== null && !config.channels[channel];
          return (
            <Flex key={channel} justify="space-between" align="center" gap={12}>
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text id={`channel-${channel}`} type={disabled ? 'secondary' : undefined}>
                  {i18n._(channelLabels[channel])}
                </Typography.Text>
                {reason && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`channel-${channel}-reason`}>
                    {reason}
                  </Typography.Text>
                )}
              </Flex>
              <Switch
                checked={config.channels[channel]}
                disabled={disabled}
                aria-labelledby={`channel-${channel}`}
                data-testid={`channel-${channel}`}
                onChange={(checked) => onChange({ channels: { ...config.channels, [channel]: checked } })}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
