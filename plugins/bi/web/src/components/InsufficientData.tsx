import { Trans } from '@lingui/react/macro';
import { Empty, Typography } from 'antd';
import type { ReactNode } from 'react';

/** What a card shows instead of a figure when its data is too short: 'Dados insuficientes' and what is missing. */
export function InsufficientData({ children, compact }: { children?: ReactNode; compact?: boolean }) {
  if (compact)
    return (
      <Typography.Text type="secondary" data-testid="insufficient-data" style={{ fontSize: 12 }}>
        <Trans>Dados insuficientes</Trans>
        {children && <>: {children}</>}
      </Typography.Text>
    );
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
