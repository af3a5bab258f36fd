import { ReloadOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { ApiRequestError } from '@otimiza/sdk/web';
import { Button, Flex, Result, Typography } from 'antd';
import { LanguageSwitch } from './LanguageSwitch';

/** `GET /api/plugins` failed: say so, with the technical detail and a retry. */
export function PluginsError({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const detail = error instanceof ApiRequestError ? `${error.status || '—'} ${error.type}` : error.message;
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 24 }}>
      <Result
        status="warning"
        title={<Trans>Não foi possível carregar a plataforma</Trans>}
        subTitle={<Trans>O servidor não respondeu com a lista de recursos disponíveis. Verifique a sua conexão e tente de novo.</Trans>}
        extra={
          <Flex vertical align="center" gap={16}>
            <Button type="primary" icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
              <Trans>Tentar novamente</Trans>
            </Button>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Detalhe técnico: {detail}</Trans>
            </Typography.Text>
            <LanguageSwitch />
          </Flex>
        }
      />
    </Flex>
  );
}
