import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';

/** Frame of the terms and privacy pages: a title, the last update and the text. */
export function LegalPage({ title, updated, children }: { title: string; updated: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Card style={{ maxWidth: 820, marginInline: 'auto' }} styles={{ body: { padding: 'clamp(20px, 4vw, 40px)' } }}>
      <Typography>
        <Typography.Title level={1} style={{ marginTop: 0, fontSize: 'clamp(26px, 3vw, 32px)' }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{updated}</Typography.Paragraph>
        {children}
      </Typography>
    </Card>
  );
}

/** A section heading of a legal text. */
export function LegalHeading({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ fontSize: 20, marginTop: 28 }}>
      {children}
    </Typography.Title>
  );
}
