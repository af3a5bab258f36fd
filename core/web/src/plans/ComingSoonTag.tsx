import { ClockCircleOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';

/**
 * 'Em breve' beside a plan feature that no installed plugin provides yet. Plain inline styles
 * (no antd): the prerendered landing page uses it too. Text and background meet WCAG AA.
 */
export function ComingSoonTag() {
  return (
    <span
      data-coming-soon
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 8px',
        borderRadius: 999,
        border: '1px solid #CBD5E1',
        background: '#F1F5F9',
        color: '#334155',
        fontSize: 12,
        fontWeight: 600,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
      }}
    >
      {/* Inline: the landing's list styles colour every icon of a plan line green. */}
      <ClockCircleOutlined aria-hidden="true" style={{ color: 'inherit', margin: 0 }} />
      <Trans>Em breve</Trans>
    </span>
  );
}
