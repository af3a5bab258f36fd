import { ReloadOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';

interface FailedQuery {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const retryLabel = /*i18n*/ { id: 'sdk.queryError.retry', message: 'Tentar novamente' };

/** A read that failed: what could not be loaded, the server's reason, and a retry. */
export function QueryErrorAlert({ title, query, compact = false }: { title: ReactNode; query: FailedQuery; compact?: boolean }) {
  const { i18n } = useLingui();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={query.error?.message}
      action={
        <Button size={compact ? 'small' : undefined} icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {i18n._(retryLabel)}
        </Button>
      }
    />
  );
}
