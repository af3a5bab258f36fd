import { CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Flex, Typography } from 'antd';
import { useToast } from '../../kernel/app/toast';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { PlanBadge } from '../plans/PlanBadge';
import { switchWorkspace, workspacesQueryOptions } from './teamApi';
import { roleLabels } from './roleLabels';

/**
 * The header's workspace switcher, for a user in more than one workspace: a button with the
 * current workspace's name (the icon alone on a narrow screen) opening the list of the user's
 * workspaces with their role and plan. Choosing one moves the session there and reloads.
 */
export function WorkspaceSwitcher({ user, compact }: { user: ApiUser; compact: boolean }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const workspaces = useQuery({ ...workspacesQueryOptions(user.id), enabled: user.mode !== 'demo' });
  const change = useMutation({
    mutationFn: switchWorkspace,
    // A full reload: every page, menu and query of the new workspace starts over.
    onSuccess: () => window.location.assign('/'),
    onError: (error) =>
      toast.error({
        title: t`Não foi possível trocar de espaço de trabalho`,
        description: serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Tente novamente.`),
      }),
  });
  const list = workspaces.data?.workspaces ?? [];
  if (list.length < 2) return null;
  const current = user.workspace.name;

  return (
    <Dropdown
      trigger={['click']}
      disabled={change.isPending}
      menu={{
        selectable: true,
        selectedKeys: [user.workspace.id],
        onClick: ({ key }) => key !== user.workspace.id && change.mutate(key),
        items: list.map((workspace) => ({
          key: workspace.id,
          icon: workspace.id === user.workspace.id ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
          label: (
            <Flex vertical data-testid={`workspace-option-${workspace.id}`} style={{ maxWidth: 240, paddingBlock: 2 }}>
              <Typography.Text strong={workspace.id === user.workspace.id} ellipsis>
                {workspace.name}
              </Typography.Text>
              <Flex gap={6} align="center">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {i18n._(roleLabels[workspace.role])}
                </Typography.Text>
                <PlanBadge plan={workspace.plan} />
              </Flex>
              {workspace.managedBy && (
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  <Trans>Cliente de {workspace.managedBy.name}</Trans>
                </Typography.Text>
              )}
            </Flex>
          ),
        })),
      }}
    >
      <Button
        data-testid="workspace-switcher"
        data-current={user.workspace.id}
        icon={<SwapOutlined />}
        loading={change.isPending}
        aria-label={t`Espaço de trabalho: ${current}. Trocar de espaço de trabalho`}
        title={current}
        style={{ maxWidth: compact ? undefined : 240 }}
      >
        {compact ? null : (
          <Typography.Text ellipsis style={{ maxWidth: 180 }}>
            {current}
          </Typography.Text>
        )}
      </Button>
    </Dropdown>
  );
}
