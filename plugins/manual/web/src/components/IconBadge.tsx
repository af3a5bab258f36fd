import type { ReactNode } from 'react';

/** A round tinted badge around an icon, for card headers. */
export function IconBadge({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 44,
        height: 44,
        borderRadius: 12,
        background: 'rgba(59, 130, 246, 0.12)',
        color: '#2563EB',
        fontSize: 22,
        flex: 'none',
      }}
    >
      {children}
    </span>
  );
}
