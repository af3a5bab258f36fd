import { Trans, useLingui } from '@lingui/react/macro';
import type { PushConfig } from '@otimiza/plugin-notifications-shared';
import { Card, Flex, Select, Switch, Typography } from 'antd';
import { clockOptions } from '../../lib/timeZones';

/** Quiet hours: enabled, start and end, in the member's time zone; nothing but critical alerts is pushed in between. */
export function QuietHoursCard({ config, onChange }: { config: PushConfig; onChange: (part: Partial<PushConfig>) => void }) {
  const { t } = useLingui();
  const quiet = config.quietHours;
  return (
    <Card title={<Trans>Horário silencioso</Trans>} size="small" data-testid="settings-quiet-hours">
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text id="quiet-enabled">
            <Trans>Silenciar notificações neste horário</Trans>
          </Typography.Text>
          <Switch
            checked={quiet.enabled}
            aria-labelledby="quiet-enabled"
            data-testid="quiet-enabled"
            onChange={(enabled) => onChange({ quietHours: { ...quiet, enabled } })}
          />
        </Flex>
        <Flex gap={12} wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 120px' }}>
            <Typography.Text type="secondary">
              <Trans context="start of a time range">Início</Trans>
            </Typography.Text>
            <Select
              value={quiet.start}
              disabled={!quiet.enabled}
              aria-label={t`Início do horário silencioso`}
              options={clockOptions(quiet.start)}
              onChange={(start) => onChange({ quietHours: { ...quiet, start } })}
              showSearch
            />
          </Flex>
          <Flex vertical gap={4} style={{ flex: '1 1 120px' }}>
            <Typography.Text type="secondary">
              <Trans>Fim</Trans>
            </Typography.Text>
            <Select
              value={quiet.end}
              disabled={!quiet.enabled}
              aria-label={t`Fim do horário silencioso`}
              options={clockOptions(quiet.end)}
              onChange={(end) => onChange({ quietHours: { ...quiet, end } })}
              showSearch
            />
          </Flex>
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>No fuso horário escolhido em Entrega. As notificações ficam na central e são enviadas depois do fim.</Trans>
        </Typography.Text>
      </Flex>
    </Card>
  );
}
