import { KeyOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { ApiDocumentation } from './ApiDocumentation';
import { ApiKeysList } from './ApiKeysList';
import { domainQueryOptions } from '../api/whiteLabel';
import { apiKeysQueryOptions } from './apiKeysApi';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/** The API tab of /white-label-setup: keys created and kept on the server, and the public API's documentation. */
export function ApiKeysTab() {
  const keys = useQuery(apiKeysQueryOptions());
  // With the workspace's domain active, the API is reached at it (custom domain + /api/).
  const domain = useQuery(domainQueryOptions()).data;
  const baseUrl = domain?.status === 'active' ? `https://${domain.host}/api/v1` : keys.data?.baseUrl;
  const [creating, setCreating] = useState(false);
  return (
    <Flex vertical gap={16}>
      <Card
        title={<Trans>Chaves de API</Trans>}
        extra={
          <Button type="primary" icon={<KeyOutlined />} onClick={() => setCreating(true)} data-testid="generate-api-key">
            <Trans>Gerar Nova Chave API</Trans>
          </Button>
        }
      >
        {keys.error ? (
          <QueryErrorAlert title={<Trans>Não foi possível carregar as chaves</Trans>} query={keys} />
        ) : keys.data ? (
          <ApiKeysList keys={keys.data.keys} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )}
      </Card>
      <Card title={<Trans>Documentação da API</Trans>}>
        {keys.data && baseUrl ? <ApiDocumentation baseUrl={baseUrl} docsUrl={keys.data.docsUrl} /> : <Skeleton active paragraph={{ rows: 4 }} />}
      </Card>
      <NewApiKeyDialog open={creating} onClose={() => setCreating(false)} />
    </Flex>
  );
}
