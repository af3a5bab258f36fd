import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The card of the account pages: a heading, an optional intro, the content. */
export function AuthCard({ title, intro, children, maxWidth = 480 }: { title: ReactNode; intro?: ReactNode; children: ReactNode; maxWidth?: number }) {
  return (
    <Card style={{ maxWidth, marginInline: 'auto', width: '100%' }} styles={{ body: { padding: 'clamp(20px, 4vw, 32px)' } }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(24px, 3vw, 28px)' }}>
        {title}
      </Typography.Title>
      {intro && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
          {intro}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}
