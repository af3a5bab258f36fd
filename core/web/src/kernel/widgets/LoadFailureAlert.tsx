import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

/** What a `LoadFailureBoundary` shows when a plugin's code could not be loaded: what is missing, a hint about the connection, and a retry. */
export function LoadFailureAlert({ title, onRetry }: { title: ReactNode; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={<Trans>Verifique a sua conexão e tente novamente.</Trans>}
      action={
        <Button icon={<ReloadOutlined />} onClick={onRetry}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    />
  );
}
