import { DeleteOutlined, EditOutlined, LoginOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientWorkspace, WorkspacePluginView } from '@otimiza/sdk/shared';
import { formatDate, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Checkbox, Empty, Flex, List, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useToast } from '../../kernel/app/toast';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { usePluginNames } from '../../kernel/plugins/usePluginNames';
import { usePluginText } from '../../kernel/plugins/usePluginText';
import { switchWorkspace } from '../team/teamApi';
import { workspacePluginsQueryOptions } from '../accounts/workspacePluginsApi';
import { ClientNameDialog } from './ClientNameDialog';
import { clientsQueryKey, clientsQueryOptions, deleteClient, renameClient, switchClientPlugin } from './clientsApi';

/**
 * 'Clientes': every client workspace with its people and the plugins it uses; the reseller opens
 * one (the session moves there), renames it, chooses its plugins or deletes it.
 */
export function ClientsCard() {
  const { t } = useLingui();
  const pluginText = usePluginText();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const clients = useQuery(clientsQueryOptions());
  const installed = useQuery(workspacePluginsQueryOptions());
  const names = usePluginNames();
  const [renaming, setRenaming] = useState<ClientWorkspace | null>(null);
  const failed = (title: string) => (error: unknown) =>
    toast.error({ title, description: serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Tente novamente.`) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientsQueryKey });
  const open = useMutation({ mutationFn: switchWorkspace, onSuccess: () => window.location.assign('/'), onError: failed(t`Não foi possível abrir o cliente`) });
  const rename = useMutation({
    mutationFn: renameClient,
    onSuccess: async () => {
      setRenaming(null);
      await refresh();
    },
    onError: failed(t`Não foi possível renomear o cliente`),
  });
  const remove = useMutation({ mutationFn: deleteClient, onSuccess: refresh, onError: failed(t`Não foi possível excluir o cliente`) });
  const plugin = useMutation({ mutationFn: switchClientPlugin, onSuccess: refresh, onError: failed(t`Não foi possível mudar o plugin do cliente`) });
  const plugins: WorkspacePluginView[] = installed.data?.plugins ?? [];
  const loading = clients.isPending || installed.isPending || names.isPending;

  return (
    <Card title={<Trans>Clientes</Trans>} data-testid="clients">
      {loading && !clients.isError && <Skeleton active paragraph={{ rows: 3 }} />}
      {clients.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os clientes</Trans>} query={clients} />}
      {!loading && clients.isSuccess && clients.data.clients.length === 0 && (
        <Empty
          data-testid="clients-empty"
          description={<Trans>Nenhum cliente ainda. Crie o primeiro para trabalhar nas análises e relatórios dele com a sua marca.</Trans>}
        />
      )}
      {!loading && clients.isSuccess && clients.data.clients.length > 0 && (
        <>
          <Typography.Paragraph type="secondary">
            <Trans>
              {clients.data.clients.length} de {clients.data.limit} clientes. Marque os plugins que cada cliente usa: os desmarcados saem do menu dele.
            </Trans>
          </Typography.Paragraph>
          <List
            dataSource={clients.data.clients}
            rowKey="id"
            renderItem={(client) => (
              <List.Item
                data-testid={`client-${client.name}`}
                actions={[
                  <Button
                    key="open"
                    type="primary"
                    icon={<LoginOutlined />}
                    loading={open.isPending && open.variables === client.id}
                    onClick={() => open.mutate(client.id)}
                  >
                    <Trans>Abrir</Trans>
                  </Button>,
                  <Button key="rename" icon={<EditOutlined />} aria-label={t`Renomear ${client.name}`} onClick={() => setRenaming(client)} />,
                  <Popconfirm
                    key="delete"
                    title={t`Excluir ${client.name}?`}
                    description={t`As análises, relatórios e configurações deste cliente serão apagados, e as pessoas dele perdem o acesso. Não há como desfazer.`}
                    okText={t`Excluir`}
                    cancelText={t`Cancelar`}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(client.id)}
                  >
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t`Excluir ${client.name}`}
                      loading={remove.isPending && remove.variables === client.id}
                    />
                  </Popconfirm>,
                ]}
              >
                <Flex vertical gap={6} style={{ minWidth: 0 }}>
                  <Typography.Text strong ellipsis>
                    {client.name}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <Trans>
                      Criado em {formatDate(client.createdAt, language)} · {client.members} pessoa(s) do cliente
                    </Trans>
                  </Typography.Text>
                  <Flex gap={12} wrap>
                    {plugins.map((candidate) => {
                      const name = pluginText(candidate.id, candidate.displayName);
                      return (
                        <Checkbox
                          key={candidate.id}
                          id={`client-${client.id}-plugin-${candidate.id}`}
                          checked={!client.switchedOffPlugins.includes(candidate.id)}
                          disabled={plugin.isPending}
                          aria-label={t`${name} para ${client.name}`}
                          onChange={(event) => plugin.mutate({ id: client.id, pluginId: candidate.id, enabled: event.target.checked })}
                        >
                          {name}
                        </Checkbox>
                      );
                    })}
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        </>
      )}
      <ClientNameDialog
        open={renaming !== null}
        title={t`Renomear cliente`}
        okText={t`Salvar`}
        initialName={renaming?.name}
        saving={rename.isPending}
        onSubmit={(name) => renaming && rename.mutate({ id: renaming.id, name })}
        onClose={() => setRenaming(null)}
      />
    </Card>
  );
}
