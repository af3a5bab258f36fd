import { Trans, useLingui } from '@lingui/react/macro';
import { notificationFrequencies, type NotificationFrequency, type PushConfig } from '@otimiza/plugin-notifications-shared';
import { Card, Flex, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { frequencyLabels } from '../../lib/labels';
import { timeZoneOptions } from '../../lib/timeZones';

/** How often the member is notified, and the time zone of the quiet hours and the digests. */
export function DeliveryScheduleCard({ config, onChange }: { config: PushConfig; onChange: (part: Partial<PushConfig>) => void }) {
  const { t, i18n } = useLingui();
  const zones = useMemo(() => timeZoneOptions(config.timeZone), [config.timeZone]);
  return (
    <Card title={<Trans>Entrega</Trans>} size="small" data-testid="settings-delivery">
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            <Trans>Frequência</Trans>
          </Typography.Text>
          <Select<NotificationFrequency>
            value={config.frequency}
            aria-label={t`Frequência`}
            data-testid="frequency"
            options={notificationFrequencies.map((frequency) => ({ value: frequency, label: i18n._(frequencyLabels[frequency]) }))}
            onChange={(frequency) => onChange({ frequency })}
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text type="secondary">
            <Trans>Fuso horário</Trans>
          </Typography.Text>
          <Select
            value={config.timeZone}
            aria-label={t`Fuso horário`}
            data-testid="time-zone"
            options={zones}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(timeZone: string) => onChange({ timeZone })}
          />
        </Flex>
      </Flex>
    </Card>
  );
}
