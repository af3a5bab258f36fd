import { useLingui } from '@lingui/react/macro';
import type { AlertCondition } from '@otimiza/plugin-notifications-shared';
import { Flex, Tag } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { metricLabels, timeWindowLabels } from '../../lib/labels';

const operatorSymbols: Record<AlertCondition['operator'], string> = { '<': '<', '<=': '≤', '>': '>', '>=': '≥', '==': '=' };

/** A rule's conditions, one tag each: 'Desempenho (0–100) < 50 · Última análise'. All must hold for the rule to fire. */
export function ConditionTags({ conditions }: { conditions: AlertCondition[] }) {
  const { i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  return (
    <Flex gap={6} wrap data-testid="rule-conditions">
      {conditions.map((condition, index) => (
        <Tag key={index} color="geekblue" style={{ marginInlineEnd: 0, whiteSpace: 'normal' }}>
          {i18n._(metricLabels[condition.metric])} {operatorSymbols[condition.operator]} {condition.value.toLocaleString(locale)} ·{' '}
          {i18n._(timeWindowLabels[condition.timeWindow])}
        </Tag>
      ))}
    </Flex>
  );
}
