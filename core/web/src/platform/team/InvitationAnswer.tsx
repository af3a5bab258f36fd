import { TeamOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser, InvitationLookup } from '@otimiza/sdk/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect } from 'react';
import { logout } from '../api/auth';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useToast } from '../../kernel/app/toast';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { AuthCard } from '../auth/AuthCard';
import { clearAuthStorage } from '../session/authStorage';
import { acceptOnArrivalParam, invitationAuthSearch } from '../session/invitationReturn';
import { acceptInvitation } from './teamApi';
import { roleDescriptions, roleLabels } from './roleLabels';
import { usePrimaryColour } from '@otimiza/sdk/web';

/** An open invitation: log in or sign up first, sign in with the invited e-mail, or accept. */
export function InvitationAnswer({ token, invitation, user }: { token: string; invitation: InvitationLookup; user: ApiUser | null }) {
  const primary = usePrimaryColour();
  const { t, i18n } = useLingui();
  const toast = useToast();
  const acceptOnArrival = useSearchParam(acceptOnArrivalParam) === '1';
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: ({ workspace }) => {
      const name = workspace.name;
      toast.success({ title: t`Bem-vindo à equipe!`, description: t`Agora você está no espaço de trabalho ${name}.` });
      // A full reload: the session now points at the workspace joined, and every query starts over in it.
      window.setTimeout(() => window.location.assign('/'), 800);
    },
  });
  const switchAccount = useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearAuthStorage();
      window.location.assign(`/login?${new URLSearchParams(invitationAuthSearch(token, invitation.email)).toString()}`);
    },
  });
  const inviter = invitation.invitedBy ?? t`Alguém`;
  const workspace = invitation.workspaceName;
  const role = i18n._(roleLabels[invitation.role]);
  const email = invitation.email;
  const sameEmail = user?.email.toLowerCase() === email;
  // Back from logging in or signing up for this invitation: accept it without a second click.
  const { isIdle, mutate } = accept;
  useEffect(() => {
    if (acceptOnArrival && sameEmail && isIdle) mutate();
  }, [acceptOnArrival, sameEmail, isIdle, mutate]);

  return (
    <AuthCard title={t`Convite para a equipe`}>
      <Flex vertical gap={16} data-testid="invitation" data-status={invitation.status}>
        <Flex gap={12} align="flex-start">
          <TeamOutlined style={{ fontSize: 28, color: primary }} aria-hidden="true" />
          <Typography.Paragraph style={{ margin: 0, fontSize: 15 }}>
            <Trans>
              <strong>{inviter}</strong> convidou você para o espaço de trabalho <strong>{workspace}</strong> como <strong>{role}</strong>.
            </Trans>{' '}
            <Typography.Text type="secondary">{i18n._(roleDescriptions[invitation.role])}</Typography.Text>
          </Typography.Paragraph>
        </Flex>
        <Typography.Text type="secondary">
          <Trans>Convite para {email}.</Trans>
        </Typography.Text>

        {!user && (
          <>
            <Typography.Paragraph style={{ margin: 0 }}>
              <Trans>
                Entre com a conta deste e-mail para aceitar. Ainda não tem conta? Crie uma com este e-mail e confirme-o: depois do login, o convite é aceito
                sozinho.
              </Trans>
            </Typography.Paragraph>
            <Flex gap={12} wrap>
              <LinkButton to="/login" search={invitationAuthSearch(token, email)} buttonType="primary" size="large">
                <Trans>Fazer Login</Trans>
              </LinkButton>
              <LinkButton to="/register" search={invitationAuthSearch(token, email)} size="large">
                <Trans>Criar Conta</Trans>
              </LinkButton>
            </Flex>
          </>
        )}

        {user && !sameEmail && (
          <>
            <Alert
              type="warning"
              showIcon
              role="alert"
              title={<Trans>Este convite é para outra conta</Trans>}
              description={
                <Trans>
                  Você entrou como {user.email}, mas o convite foi enviado para {email}. Saia e entre com a conta desse e-mail para aceitá-lo.
                </Trans>
              }
            />
            <Button size="large" loading={switchAccount.isPending} onClick={() => switchAccount.mutate()}>
              <Trans>Sair e entrar com outra conta</Trans>
            </Button>
          </>
        )}

        {user && sameEmail && (
          <>
            {accept.error && (
              <Alert
                type="error"
                showIcon
                role="alert"
                title={serverMessage(accept.error, isNetworkError(accept.error) ? t`Erro ao conectar com o servidor` : t`Não foi possível aceitar o convite.`)}
              />
            )}
            <Button type="primary" size="large" loading={accept.isPending} disabled={accept.isSuccess} onClick={() => accept.mutate()}>
              <Trans>Aceitar convite</Trans>
            </Button>
          </>
        )}
      </Flex>
    </AuthCard>
  );
}
