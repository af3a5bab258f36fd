import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title, lead and, on the right (below on a narrow screen), what belongs next to them. */
export function PageHeader({ title, lead, extra }: { title: ReactNode; lead?: ReactNode; extra?: ReactNode }) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} wrap>
      <div style={{ flex: '1 1 320px', minWidth: 0 }}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 3vw, 30px)' }}>
          {title}
        </Typography.Title>
        {lead && (
          <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', maxWidth: 720 }}>
            {lead}
          </Typography.Paragraph>
        )}
      </div>
      {extra}
    </Flex>
  );
}
