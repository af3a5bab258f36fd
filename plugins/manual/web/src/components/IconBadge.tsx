import { theme } from 'antd';
import type { ReactNode } from 'react';

/** A round tinted badge around an icon, for card headers, in the primary colour in force (the white-label brand's too). */
export function IconBadge({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 44,
        height: 44,
        borderRadius: 12,
        background: token.colorPrimaryBg,
        color: token.colorPrimary,
        fontSize: 22,
        flex: 'none',
      }}
    >
      {children}
    </span>
  );
}
