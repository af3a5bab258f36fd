import { UserAddOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleAtLeast, workspaceRoles } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, PageHeader, QueryErrorAlert, UpgradeRequiredCard } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { useCurrentUser } from '../session/useCurrentUser';
import { InviteMemberDialog } from './InviteMemberDialog';
import { MembersCard } from './MembersCard';
import { PendingInvitationsCard } from './PendingInvitationsCard';
import { roleDescriptions, roleLabels } from './roleLabels';

/**
 * /team: the workspace's members and invitations. Owners and admins invite (Enterprise's user
 * management), change roles and remove people; on other plans they see the owner alone and the
 * upgrade card. Members and viewers see their own role and what it allows.
 */
export function TeamPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Equipe`);
  const user = useCurrentUser();
  const entitlements = useQuery(entitlementsQueryOptions());
  const [inviting, setInviting] = useState(false);
  if (!user) return null;
  const role = user.workspace.role;
  const manages = roleAtLeast(role, 'admin');
  const workspace = user.workspace.name;
  const roleName = i18n._(roleLabels[role]);
  const hasUserManagement = entitlements.data?.features.includes('userManagement') ?? false;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <PageHeader
        title={<Trans>Equipe</Trans>}
        lead={<Trans>Quem participa do espaço de trabalho {workspace} e o que cada pessoa pode fazer.</Trans>}
        extra={
          manages && hasUserManagement ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              <Trans>Convidar membro</Trans>
            </Button>
          ) : null
        }
      />
      {!manages && (
        <Alert
          type="info"
          showIcon
          data-testid="team-own-role"
          title={<Trans>Seu papel neste espaço de trabalho: {roleName}</Trans>}
          description={
            <>
              {i18n._(roleDescriptions[role])} <Trans>Só proprietários e administradores veem e gerenciam a equipe.</Trans>
            </>
          }
        />
      )}
      {manages && entitlements.isPending && (
        <Card role="status" aria-label={t`Carregando`}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      )}
      {manages && entitlements.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar o seu plano</Trans>} query={entitlements} />}
      {manages && entitlements.isSuccess && !hasUserManagement && (
        <UpgradeRequiredCard feature="userManagement" title={<Trans>Gestão de usuários é do plano Enterprise</Trans>}>
          <Trans>Convide sua equipe por e-mail, escolha o papel de cada pessoa (administrador, membro ou leitor) e tire acessos quando quiser.</Trans>
        </UpgradeRequiredCard>
      )}
      {manages && entitlements.isSuccess && (
        <>
          <MembersCard you={{ id: user.id, role }} canChangeRoles={hasUserManagement} />
          <PendingInvitationsCard />
        </>
      )}
      <Card title={<Trans>Papéis</Trans>} size="small">
        <Flex vertical gap={6} data-testid="team-roles">
          {workspaceRoles.map((candidate) => (
            <Typography.Text key={candidate}>
              <Typography.Text strong>{i18n._(roleLabels[candidate])}</Typography.Text>
              {' — '}
              <Typography.Text type="secondary">{i18n._(roleDescriptions[candidate])}</Typography.Text>
            </Typography.Text>
          ))}
        </Flex>
      </Card>
      <InviteMemberDialog open={inviting} onClose={() => setInviting(false)} />
    </Flex>
  );
}
