import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertRuleView } from '@otimiza/plugin-notifications-shared';
import { FigureTile, formatDateTime } from '@otimiza/sdk/web';
import { Button, Card, Flex, Popconfirm, Switch, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount } from '../../lib/format';
import { ConditionTags } from './ConditionTags';

/** An alert rule: its conditions, how often and when it fired, its cooldown, and its active switch. */
export function AlertRuleCard({
  rule,
  onToggle,
  toggling,
  onEdit,
  onDelete,
}: {
  rule: AlertRuleView;
  onToggle: (isActive: boolean) => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Card size="small" data-testid="rule-card" data-name={rule.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{rule.name}</Typography.Text>
            {rule.description && (
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {rule.description}
              </Typography.Text>
            )}
          </Flex>
          <Flex gap={8} align="center">
            <Switch
              checked={rule.isActive}
              loading={toggling}
              onChange={onToggle}
              checkedChildren={t`Ativa`}
              unCheckedChildren={t`Inativa`}
              aria-label={t`Regra ${rule.name} ativa`}
              data-testid="rule-active"
            />
            <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t`Editar ${rule.name}`} />
            <Popconfirm
              title={t`Excluir esta regra?`}
              okText={t`Excluir`}
              cancelText={t`Cancelar`}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete().catch(() => undefined)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Excluir ${rule.name}`} />
            </Popconfirm>
          </Flex>
        </Flex>
        <ConditionTags conditions={rule.conditions} />
        <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
          {rule.url ? <Trans>Somente {rule.url}</Trans> : <Trans>Todas as URLs do espaço de trabalho</Trans>}
        </Typography.Text>
        <Flex gap={16} wrap>
          <FigureTile label={<Trans>Disparos</Trans>} value={formatCount(rule.triggerCount, locale)} testId="rule-trigger-count" />
          <FigureTile
            label={<Trans>Último disparo</Trans>}
            value={rule.lastTriggered ? formatDateTime(rule.lastTriggered, locale) : <Trans>Nunca disparada</Trans>}
          />
          <FigureTile label={<Trans>Intervalo mínimo</Trans>} value={<Trans>{rule.cooldown} min</Trans>} />
        </Flex>
      </Flex>
    </Card>
  );
}
