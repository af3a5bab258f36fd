import { ArrowRightOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { scoreColor } from '@otimiza/sdk/web';

const neutral = { color: '#334155', background: '#F8FAFC', borderColor: '#E2E8F0', stroke: '#94A3B8' };

/**
 * One 0–100 score in its colour band (90+ green, 70–89 yellow, below 70 red), with
 * an optional second value (projected, or the competitors' average) and a note.
 */
export function ScoreTile({
  label,
  score,
  next,
  nextLabel,
  note,
  testId,
}: {
  label: ReactNode;
  score: number | null;
  next?: number | null;
  nextLabel?: ReactNode;
  note?: ReactNode;
  testId?: string;
}) {
  const colors = score === null ? neutral : scoreColor(score);
  const nextColors = next === null || next === undefined ? null : scoreColor(next);
  return (
    <Flex
      vertical
      gap={4}
      data-testid={testId}
      data-score={score ?? ''}
      style={{ padding: '12px 14px', borderRadius: 10, border: `1px solid ${colors.borderColor}`, background: colors.background, height: '100%', minWidth: 0 }}
    >
      <Typography.Text style={{ color: colors.color, fontSize: 13, fontWeight: 600 }}>{label}</Typography.Text>
      <Flex align="baseline" gap={8} wrap>
        <span style={{ color: colors.color, fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>{score === null ? '—' : Math.round(score)}</span>
        {nextColors && next !== null && next !== undefined && (
          <Flex align="baseline" gap={6} wrap style={{ minWidth: 0 }}>
            <ArrowRightOutlined style={{ color: '#64748B', fontSize: 12 }} aria-hidden="true" />
            <span style={{ color: nextColors.color, fontSize: 20, fontWeight: 700 }} data-next={Math.round(next)}>
              {Math.round(next)}
            </span>
            {nextLabel && <Typography.Text style={{ color: '#475569', fontSize: 12, whiteSpace: 'nowrap' }}>{nextLabel}</Typography.Text>}
          </Flex>
        )}
      </Flex>
      {note && <Typography.Text style={{ color: '#475569', fontSize: 12 }}>{note}</Typography.Text>}
    </Flex>
  );
}
