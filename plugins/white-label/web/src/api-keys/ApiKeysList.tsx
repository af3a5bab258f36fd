import { DeleteOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiKeyView } from '@otimiza/sdk/shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Empty, Popconfirm, Table } from 'antd';
import { apiKeysQueryKey, revokeApiKey } from './apiKeysApi';

/** The workspace's keys by prefix, name, creation and last use, each revocable after a confirmation. */
export function ApiKeysList({ keys }: { keys: ApiKeyView[] }) {
  const { t, i18n } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => {
      notification.success({ title: t`Chave revogada`, description: t`As chamadas com esta chave passam a ser recusadas.` });
      void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  if (keys.length === 0) return <Empty description={<Trans>Nenhuma chave ainda. Gere a primeira para usar a API.</Trans>} />;
  return (
    <Table<ApiKeyView>
      rowKey="id"
      dataSource={keys}
      pagination={false}
      size="middle"
      scroll={{ x: 640 }}
      data-testid="api-keys"
      columns={[
        { key: 'name', title: t`Nome da chave`, dataIndex: 'name' },
        { key: 'prefix', title: t`Prefixo`, dataIndex: 'prefix', render: (prefix: string) => <code>{prefix}…</code> },
        { key: 'createdAt', title: t`Criada em`, render: (_, key) => formatDateTime(key.createdAt, i18n.locale) },
        { key: 'lastUsedAt', title: t`Último uso`, render: (_, key) => formatDateTime(key.lastUsedAt, i18n.locale) },
        {
          key: 'revoke',
          title: '',
          align: 'end',
          render: (_, key) => (
            <Popconfirm
              title={t`Revogar a chave ${key.name}?`}
              description={t`As integrações que a usam deixam de funcionar.`}
              okText={t`Revogar`}
              cancelText={t`Cancelar`}
              okButtonProps={{ danger: true }}
              onConfirm={() => revoke.mutateAsync(key.id)}
            >
              <Button danger icon={<DeleteOutlined />} loading={revoke.isPending && revoke.variables === key.id}>
                <Trans>Revogar</Trans>
              </Button>
            </Popconfirm>
          ),
        },
      ]}
    />
  );
}
