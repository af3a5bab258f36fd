import { Trans } from '@lingui/react/macro';
import { Flex, Spin, Typography } from 'antd';

/** Shown while a page (or the app itself) is loading. */
export function PageLoading({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Flex role="status" vertical align="center" justify="center" gap={12} style={{ minHeight: fullScreen ? '100vh' : '50vh' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">
        <Trans>Carregando…</Trans>
      </Typography.Text>
    </Flex>
  );
}
