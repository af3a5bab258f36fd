import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { EstimatedImprovements } from '@otimiza/plugin-analysis-shared';
import { Flex, Tag, Typography } from 'antd';
import { categoryKeys, categoryScoreKey, signedPoints } from '../../lib/categoryKeys';
import { scoreNames } from '../../lib/scoreLabels';

/** The points the fixes should gain per category: an estimate from the audit weights, and labelled so. */
export function EstimatedGains({ estimates }: { estimates: EstimatedImprovements }) {
  const { i18n } = useLingui();
  return (
    <Flex vertical gap={6} data-testid="estimated-gains">
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <Trans>Ganho estimado pelos pesos das auditorias (estimativa, não medição):</Trans>
      </Typography.Text>
      <Flex gap={6} wrap>
        {categoryKeys.map((key) => (
          <Tag key={key} style={{ marginInlineEnd: 0, borderStyle: 'dashed' }} data-estimate={key}>
            {i18n._(scoreNames[categoryScoreKey[key]])} {key === 'performance' && estimates.basis === 'catalogue' ? '—' : signedPoints(estimates[key])}
          </Tag>
        ))}
      </Flex>
      {estimates.basis === 'catalogue' && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>Sem auditoria desta página: pesos padrão do Lighthouse (um piso) e nenhuma estimativa de performance.</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
