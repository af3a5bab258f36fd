import { useLingui } from '@lingui/react';
import { Tag } from 'antd';
import { scoreColor } from '@otimiza/sdk/web';
import { scoreNames, scoreShortNames, type ScoreKey } from '../lib/scoreLabels';

const neutral = { color: '#334155', background: '#F1F5F9', borderColor: '#CBD5E1' };

/** A small badge 'Perf 95' in the colour band of its score; '—' without a score. */
export function ScoreBadge({ scoreKey, score }: { scoreKey: ScoreKey; score: number | null }) {
  const { i18n } = useLingui();
  const colors = score === null ? neutral : scoreColor(score);
  const name = i18n._(scoreNames[scoreKey]);
  return (
    <Tag
      style={{
        color: colors.color,
        background: colors.background,
        borderColor: colors.borderColor,
        marginInlineEnd: 0,
        fontWeight: 600,
        fontSize: 12.5,
        paddingInline: 6,
      }}
      aria-label={`${name}: ${score ?? '—'}`}
      title={name}
      data-score-key={scoreKey}
    >
      <span aria-hidden="true">
        {i18n._(scoreShortNames[scoreKey])} {score ?? '—'}
      </span>
    </Tag>
  );
}
