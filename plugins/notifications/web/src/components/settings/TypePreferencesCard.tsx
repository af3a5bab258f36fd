import { Trans, useLingui } from '@lingui/react/macro';
import { notificationTypes, type PushConfig } from '@otimiza/plugin-notifications-shared';
import { Card, Flex, Switch, Typography } from 'antd';
import { typeLabels } from '../../lib/labels';

/** A switch per notification type: which kinds the member receives. */
export function TypePreferencesCard({ config, onChange }: { config: PushConfig; onChange: (part: Partial<PushConfig>) => void }) {
  const { i18n } = useLingui();
  return (
    <Card title={<Trans>Tipos de notificação</Trans>} size="small" data-testid="settings-types">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        <Trans>Escolha o que você quer receber. Os tipos desligados não chegam por nenhum canal.</Trans>
      </Typography.Paragraph>
      <Flex vertical gap={12}>
        {notificationTypes.map((type) => {
          const label = i18n._(typeLabels[type]);
          return (
            <Flex key={type} justify="space-between" align="center" gap={12}>
              <Typography.Text id={`pref-${type}`}>{label}</Typography.Text>
              <Switch
                checked={config.preferences[type]}
                aria-labelledby={`pref-${type}`}
                data-testid={`pref-${type}`}
                onChange={(checked) => onChange({ preferences: { ...config.preferences, [type]: checked } })}
              />
            </Flex>
          );
        })}
      </Flex>
    </Card>
  );
}
