import { TeamOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Flex, Skeleton, Typography } from 'antd';
import { Link } from '@tanstack/react-router';
import { seatsQueryOptions } from './teamApi';
import { usePrimaryColour } from '@otimiza/sdk/web';

/** The current plan's seats on the plans page: members of the workspace and invitations still open, from the API. */
export function WorkspaceSeatsLine() {
  const primary = usePrimaryColour();
  const seats = useQuery(seatsQueryOptions());
  if (seats.isPending) return <Skeleton.Input active size="small" style={{ width: 200 }} />;
  if (seats.isError) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        <Trans>Não foi possível contar os membros da equipe.</Trans>
      </Typography.Text>
    );
  }
  const { members, pendingInvitations } = seats.data;
  return (
    <Flex gap={8} align="baseline" data-testid="workspace-seats" data-members={members} data-pending={pendingInvitations}>
      <TeamOutlined aria-hidden="true" style={{ color: primary }} />
      <Typography.Text style={{ fontSize: 13 }}>
        <Trans>Sua equipe:</Trans> <Link to="/team">{members === 1 ? <Trans>1 membro</Trans> : <Trans>{members} membros</Trans>}</Link>
        {pendingInvitations > 0 && (
          <>
            {' · '}
            {pendingInvitations === 1 ? <Trans>1 convite pendente</Trans> : <Trans>{pendingInvitations} convites pendentes</Trans>}
          </>
        )}
      </Typography.Text>
    </Flex>
  );
}
