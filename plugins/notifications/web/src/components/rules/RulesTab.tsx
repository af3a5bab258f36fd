import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertRuleView } from '@otimiza/plugin-notifications-shared';
import { EmptyState, QueryErrorAlert, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { alertRulesQueryOptions } from '../../api/alertRules';
import { useDeleteAlertRule } from '../../hooks/useDeleteAlertRule';
import { useSaveAlertRule } from '../../hooks/useSaveAlertRule';
import { AlertRuleCard } from './AlertRuleCard';
import { AlertRuleFormModal } from './AlertRuleFormModal';

/** The rules tab: the alert rules, create, edit, switch on and off, delete. */
export function RulesTab() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const list = useQuery(alertRulesQueryOptions());
  const save = useSaveAlertRule();
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRuleView | null | 'new'>(null);
  const rules = list.data?.rules;

  const toggle = (rule: AlertRuleView, isActive: boolean) =>
    save.mutate(
      {
        id: rule.id,
        quiet: true,
        input: { name: rule.name, description: rule.description, conditions: rule.conditions, cooldown: rule.cooldown, isActive, url: rule.url },
      },
      { onSuccess: () => notification.success({ title: isActive ? t`Regra ativada` : t`Regra desativada` }) },
    );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <Typography.Text type="secondary" style={{ flex: '1 1 280px' }}>
          <Trans>Uma regra avisa você quando as análises do espaço de trabalho atendem às condições dela, no máximo uma vez por intervalo mínimo.</Trans>
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="new-rule">
          <Trans>Nova regra</Trans>
        </Button>
      </Flex>
      {list.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as regras de alerta</Trans>} query={list} />
      ) : !rules ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : rules.length === 0 ? (
        <EmptyState
          testId="rules-empty"
          title={<Trans>Nenhuma regra de alerta ainda</Trans>}
          description={<Trans>Crie uma regra, por exemplo: desempenho abaixo de 50 na última análise, para receber um alerta aqui.</Trans>}
          action={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              <Trans>Criar a primeira regra</Trans>
            </Button>
          }
        />
      ) : (
        <ScrollArea label={t`Lista de regras de alerta`} testId="rule-list">
          <Flex vertical gap={12}>
            {rules.map((rule) => (
              <AlertRuleCard
                key={rule.id}
                rule={rule}
                toggling={save.isPending && save.variables?.id === rule.id}
                onToggle={(isActive) => toggle(rule, isActive)}
                onEdit={() => setEditing(rule)}
                onDelete={() => remove.mutateAsync(rule.id)}
              />
            ))}
          </Flex>
        </ScrollArea>
      )}
      <AlertRuleFormModal open={editing !== null} rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
    </Flex>
  );
}
