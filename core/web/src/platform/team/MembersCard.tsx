import { DeleteOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { memberChangeProblem, workspaceRoles, type TeamMember, type WorkspaceRole } from '@otimiza/sdk/shared';
import { formatDate, QueryErrorAlert, usePrimaryColour } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Empty, Flex, List, Popconfirm, Select, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { useToast } from '../../kernel/app/toast';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { fullName, initialsOf } from '../../kernel/shell/userName';
import { changeMemberRole, membersQueryKey, membersQueryOptions, removeMember, seatsQueryKey } from './teamApi';
import { roleLabels } from './roleLabels';

interface MembersCardProps {
  /** The signed-in user: their own row says so, and removing themselves takes them out of the workspace. */
  you: { id: string; role: WorkspaceRole };
  /** The plan has user management: roles can change (removal needs no plan). */
  canChangeRoles: boolean;
}

/** 'Membros': everyone in the workspace with role and joining date; owners and admins change roles and remove people. */
export function MembersCard({ you, canChangeRoles }: MembersCardProps) {
  const { t, i18n } = useLingui();
  // The brand in force's primary colour (white-label), else Otimiza's.
  const avatarColour = usePrimaryColour();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const members = useQuery(membersQueryOptions());
  const failed = (title: string) => (error: unknown) =>
    toast.error({ title, description: serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Tente novamente.`) });
  const changeRole = useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (answer) => queryClient.setQueryData(membersQueryKey, answer),
    onError: failed(t`Não foi possível mudar o papel`),
  });
  const remove = useMutation({
    mutationFn: removeMember,
    onSuccess: (answer, id) => {
      // Whoever removes themselves is no longer in this workspace: the session went back to their own.
      if (id === you.id) return window.location.assign('/');
      queryClient.setQueryData(membersQueryKey, answer);
      void queryClient.invalidateQueries({ queryKey: seatsQueryKey });
    },
    onError: failed(t`Não foi possível remover o membro`),
  });

  const owners = members.data?.members.filter((member) => member.role === 'owner').length ?? 0;
  const problemOf = (member: TeamMember, change: Parameters<typeof memberChangeProblem>[0]['change']) =>
    memberChangeProblem({ actorRole: you.role, targetRole: member.role, change, owners });
  const reasonFor = (member: TeamMember): string | null => {
    const problem = problemOf(member, { kind: 'remove' });
    if (problem === 'lastOwner') return t`O espaço de trabalho precisa de pelo menos um proprietário.`;
    if (problem === 'adminTouchesOwner') return t`Administradores não alteram proprietários.`;
    return null;
  };

  return (
    <Card title={<Trans>Membros</Trans>} data-testid="team-members">
      {members.isPending && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {members.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os membros</Trans>} query={members} />}
      {members.isSuccess && members.data.members.length === 0 && <Empty description={<Trans>Nenhum membro</Trans>} />}
      {members.isSuccess && members.data.members.length > 0 && (
        <List
          dataSource={members.data.members}
          rowKey="id"
          renderItem={(member) => {
            const name = fullName(member) || member.email;
            const blocked = reasonFor(member);
            const roleOptions = workspaceRoles.map((role) => ({
              value: role,
              label: i18n._(roleLabels[role]),
              disabled: role !== member.role && problemOf(member, { kind: 'role', role }) !== null,
            }));
            const roleLocked = !canChangeRoles || roleOptions.every((option) => option.disabled || option.value === member.role);
            return (
              <List.Item data-testid={`team-member-${member.email}`} data-role={member.role}>
                <Flex gap={12} align="center" wrap style={{ width: '100%' }}>
                  <Avatar style={{ background: avatarColour, flex: 'none' }} aria-hidden="true">
                    {initialsOf(member)}
                  </Avatar>
                  <Flex vertical style={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {name} {member.id === you.id && <Tag style={{ marginInlineStart: 4 }}>{t`você`}</Tag>}
                    </Typography.Text>
                    <Typography.Text type="secondary" ellipsis>
                      {member.email}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <Trans>Na equipe desde {formatDate(member.joinedAt, language)}</Trans>
                    </Typography.Text>
                  </Flex>
                  <Flex gap={8} align="center">
                    {roleLocked ? (
                      <Tag color={member.role === 'owner' ? 'gold' : undefined} style={{ marginInlineEnd: 0 }}>
                        {i18n._(roleLabels[member.role])}
                      </Tag>
                    ) : (
                      <Select<WorkspaceRole>
                        value={member.role}
                        options={roleOptions}
                        style={{ width: 160 }}
                        aria-label={t`Papel de ${name}`}
                        loading={changeRole.isPending && changeRole.variables?.id === member.id}
                        onChange={(role) => changeRole.mutate({ id: member.id, role })}
                      />
                    )}
                    <Popconfirm
                      title={member.id === you.id ? t`Sair deste espaço de trabalho?` : t`Remover ${name} da equipe?`}
                      description={t`O acesso a este espaço de trabalho termina na hora; o que foi criado nele continua aqui.`}
                      okText={t`Remover`}
                      okButtonProps={{ danger: true }}
                      cancelText={t`Cancelar`}
                      disabled={blocked !== null}
                      onConfirm={() => remove.mutateAsync(member.id).catch(() => undefined)}
                    >
                      <Tooltip title={blocked ?? t`Remover da equipe`}>
                        <Button
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={t`Remover ${name}`}
                          disabled={blocked !== null}
                          loading={remove.isPending && remove.variables === member.id}
                        />
                      </Tooltip>
                    </Popconfirm>
                  </Flex>
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </Card>
  );
}
