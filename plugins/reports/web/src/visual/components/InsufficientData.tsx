import { Trans } from '@lingui/react/macro';
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What a chart shows instead of drawing when its data has too few points. */
export function InsufficientData({ children }: { children?: ReactNode }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      data-testid="insufficient-data"
      description={
        <>
          <Typography.Text strong style={{ display: 'block' }}>
            <Trans>Dados insuficientes</Trans>
          </Typography.Text>
          {children && <Typography.Text type="secondary">{children}</Typography.Text>}
        </>
      }
    />
  );
}
