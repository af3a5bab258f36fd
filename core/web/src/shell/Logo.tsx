import { Typography } from 'antd';

/** The Otimiza mark and, when there is room, the name. */
export function Logo({ compact }: { compact: boolean }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" style={{ flex: 'none' }}>
        <rect width="32" height="32" rx="8" fill="#3B82F6" />
        <circle cx="16" cy="16" r="8.5" fill="none" stroke="#fff" strokeWidth="3.5" />
        <path d="M16 16l5-5" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!compact && (
        <Typography.Text strong style={{ fontSize: 20, letterSpacing: -0.3, whiteSpace: 'nowrap' }}>
          Otimiza
        </Typography.Text>
      )}
    </div>
  );
}
