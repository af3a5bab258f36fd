import { Trans } from '@lingui/react/macro';
import type { AppliedFix } from '@otimiza/plugin-analysis-shared';
import { Tag } from 'antd';

/** Impact of a fix in the priority colours: high destructive, medium default, low secondary. */
export function ImpactTag({ impact }: { impact: AppliedFix['impact'] }) {
  switch (impact) {
    case 'high':
      return (
        <Tag color="red" style={{ marginInlineEnd: 0 }} data-impact="high">
          <Trans>Impacto alto</Trans>
        </Tag>
      );
    case 'medium':
      return (
        <Tag color="blue" style={{ marginInlineEnd: 0 }} data-impact="medium">
          <Trans>Impacto médio</Trans>
        </Tag>
      );
    default:
      return (
        <Tag style={{ marginInlineEnd: 0 }} data-impact="low">
          <Trans>Impacto baixo</Trans>
        </Tag>
      );
  }
}
