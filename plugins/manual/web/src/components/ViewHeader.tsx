import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Title and lead paragraph of a view. */
export function ViewHeader({ title, lead, level = 2 }: { title: ReactNode; lead?: ReactNode; level?: 1 | 2 }) {
  return (
    <header>
      <Typography.Title
        level={level}
        style={{ marginTop: 0, marginBottom: lead ? 8 : 0, fontSize: level === 1 ? 'clamp(28px, 4vw, 38px)' : 'clamp(24px, 3.2vw, 30px)' }}
      >
        {title}
      </Typography.Title>
      {lead && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0, maxWidth: 760 }}>
          {lead}
        </Typography.Paragraph>
      )}
    </header>
  );
}
