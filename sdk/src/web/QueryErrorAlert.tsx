import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A read that failed: what could not be loaded, the server's reason, and a retry. */
export function QueryErrorAlert({ title, query, compact = false }: { title: ReactNode; query: FailedQuery; compact?: boolean }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={query.error?.message}
      action={
        <Button size={compact ? 'small' : undefined} icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Tentar novamente</Trans>
        </Button>
      }
    />
  );
}
