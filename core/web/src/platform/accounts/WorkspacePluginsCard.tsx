import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import type { WorkspacePluginView } from '@otimiza/sdk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Flex, List, Skeleton, Switch, Tag, Typography } from 'antd';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { usePluginNames } from '../../kernel/plugins/usePluginNames';
import { usePluginText } from '../../kernel/plugins/usePluginText';
import { switchWorkspacePlugin, workspacePluginsQueryKey, workspacePluginsQueryOptions } from './workspacePluginsApi';

/** 'Plugins do espaço de trabalho': owners and admins choose which installed plugins the workspace uses; the menu, the dashboard and the API follow. */
export function WorkspacePluginsCard() {
  const { t } = useLingui();
  const pluginText = usePluginText();
  const queryClient = useQueryClient();
  const list = useQuery(workspacePluginsQueryOptions());
  const names = usePluginNames();
  const change = useMutation({
    mutationFn: switchWorkspacePlugin,
    onSuccess: async (answer) => {
      queryClient.setQueryData(workspacePluginsQueryKey, answer);
      await queryClient.invalidateQueries({ queryKey: ['plugins'] });
    },
  });
  const nameOf = (plugin: Pick<WorkspacePluginView, 'id' | 'displayName'>) => pluginText(plugin.id, plugin.displayName);
  const byId = new Map(list.data?.plugins.map((plugin) => [plugin.id, plugin]));

  return (
    <Card title={<Trans>Plugins do espaço de trabalho</Trans>} data-testid="workspace-plugins">
      <Typography.Paragraph type="secondary">
        <Trans>
          Escolha o que a sua equipe usa. Um plugin desligado sai do menu e do painel, e as rotas dele deixam de responder para este espaço de trabalho; os
          dados guardados continuam lá e voltam quando ele é ligado de novo.
        </Trans>
      </Typography.Paragraph>
      {(list.isPending || names.isPending) && <Skeleton active paragraph={{ rows: 3 }} />}
      {list.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os plugins</Trans>} query={list} />}
      {list.isSuccess && names.isSuccess && (
        <>
          {list.data.managedBy && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="plugins-managed-by"
              title={<Trans>Os plugins deste espaço de trabalho são escolhidos por {list.data.managedBy.name}, que o gerencia.</Trans>}
            />
          )}
          {!list.data.canChange && !list.data.managedBy && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={<Trans>Só proprietários e administradores do espaço de trabalho podem ligar ou desligar plugins.</Trans>}
            />
          )}
          <FormErrorAlert error={change.error} fallback={t`Não foi possível mudar o plugin. Tente novamente.`} />
          <List
            dataSource={list.data.plugins}
            rowKey="id"
            renderItem={(plugin) => {
              const missing = plugin.requires.filter((id) => !byId.get(id)?.inUse).map((id) => (byId.get(id) ? nameOf(byId.get(id)!) : id));
              return (
                <List.Item
                  data-testid={`workspace-plugin-${plugin.id}`}
                  data-enabled={plugin.enabled}
                  data-in-use={plugin.inUse}
                  extra={
                    <Switch
                      checked={plugin.enabled}
                      disabled={!list.data.canChange}
                      loading={change.isPending && change.variables?.id === plugin.id}
                      aria-label={t`Usar ${nameOf(plugin)} neste espaço de trabalho`}
                      onChange={(enabled) => change.mutate({ id: plugin.id, enabled })}
                    />
                  }
                >
                  <Flex vertical gap={4}>
                    <Typography.Text strong>{nameOf(plugin)}</Typography.Text>
                    <Flex gap={4} wrap>
                      {plugin.enabled && missing.length > 0 && (
                        <Tag color="warning">
                          <Trans>Fora de uso: precisa de {missing.join(', ')}</Trans>
                        </Tag>
                      )}
                      {!plugin.includedInPlan && (
                        <Tag>
                          <Trans>Não incluído no seu plano</Trans>
                        </Tag>
                      )}
                    </Flex>
                  </Flex>
                </List.Item>
              );
            }}
          />
        </>
      )}
    </Card>
  );
}
