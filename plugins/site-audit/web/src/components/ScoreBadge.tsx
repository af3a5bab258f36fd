import { useLingui } from '@lingui/react';
import type { SiteAuditCategory } from '@otimiza/plugin-site-audit-shared';
import { scoreColor } from '@otimiza/sdk/web';
import { Tag } from 'antd';
import { categoryNames, categoryShortNames } from '../lib/labels';

const neutral = { color: '#334155', background: '#F1F5F9', borderColor: '#CBD5E1' };

/** A small badge 'Perf 95' in the colour band of its score; '—' without one. A median of an even count is rounded. */
export function ScoreBadge({ category, score }: { category: SiteAuditCategory; score: number | null | undefined }) {
  const { i18n } = useLingui();
  const value = score === null || score === undefined ? null : Math.round(score);
  const colors = value === null ? neutral : scoreColor(value);
  const name = i18n._(categoryNames[category]);
  return (
    <Tag
      style={{ color: colors.color, background: colors.background, borderColor: colors.borderColor, marginInlineEnd: 0, fontWeight: 600, paddingInline: 6 }}
      aria-label={`${name}: ${value ?? '—'}`}
      title={name}
      data-category={category}
    >
      <span aria-hidden="true">
        {i18n._(categoryShortNames[category])} {value ?? '—'}
      </span>
    </Tag>
  );
}
