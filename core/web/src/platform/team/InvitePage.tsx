import { Trans, useLingui } from '@lingui/react/macro';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LinkButton } from '../../kernel/app/LinkButton';
import { useSearchParam } from '../../kernel/app/searchParams';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { errorCode, serverMessage } from '../auth/apiErrors';
import { AuthCard } from '../auth/AuthCard';
import { useCurrentUser } from '../session/useCurrentUser';
import { InvitationAnswer } from './InvitationAnswer';
import { invitationLookupQueryOptions } from './teamApi';

/**
 * /invite?token=…: who invited whom to which workspace, then — signed in with the invited e-mail —
 * 'Aceitar convite'. A visitor logs in (and comes back here) or creates the account first; a used,
 * expired or revoked link says so.
 */
export function InvitePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Convite para a equipe`);
  const token = useSearchParam('token')?.trim() ?? '';
  const user = useCurrentUser();
  const lookup = useQuery({ ...invitationLookupQueryOptions(token), enabled: token !== '' });

  const failure = (title: ReactNode, reason: string) => (
    <AuthCard title={t`Convite para a equipe`}>
      <Result
        status="warning"
        title={title}
        subTitle={<span role="alert">{reason}</span>}
        extra={
          <LinkButton to="/" buttonType="primary" size="large">
            <Trans>Ir para o início</Trans>
          </LinkButton>
        }
      />
    </AuthCard>
  );

  if (!token) return failure(<Trans>Link de convite incompleto</Trans>, t`O código do convite não foi encontrado no endereço. Abra o link do e-mail de novo.`);
  if (lookup.isPending) {
    return (
      <AuthCard title={t`Convite para a equipe`}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </AuthCard>
    );
  }
  if (lookup.isError) {
    if (errorCode(lookup.error) === 'INVITATION_UNKNOWN') return failure(<Trans>Convite inválido</Trans>, serverMessage(lookup.error, ''));
    return (
      <AuthCard title={t`Convite para a equipe`}>
        <QueryErrorAlert title={<Trans>Não foi possível abrir o convite</Trans>} query={lookup} />
      </AuthCard>
    );
  }
  const invitation = lookup.data;
  if (invitation.status === 'used') {
    return failure(
      <Trans>Este convite já foi usado</Trans>,
      t`Cada convite vale uma vez. Se precisar entrar de novo, peça um novo convite a quem convidou você.`,
    );
  }
  if (invitation.status === 'expired') {
    return failure(<Trans>Este convite expirou</Trans>, t`Os convites valem por 7 dias. Peça um novo convite a quem convidou você.`);
  }
  return <InvitationAnswer token={token} invitation={invitation} user={user} />;
}
