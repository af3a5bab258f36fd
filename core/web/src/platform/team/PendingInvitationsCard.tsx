import { StopOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate, QueryErrorAlert } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { useToast } from '../../kernel/app/toast';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { invitationsQueryKey, invitationsQueryOptions, revokeInvitation, seatsQueryKey } from './teamApi';
import { roleLabels } from './roleLabels';

/** 'Convites pendentes': invitations not accepted yet, with role, who sent them and until when; each can be revoked. */
export function PendingInvitationsCard() {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const toast = useToast();
  const queryClient = useQueryClient();
  const invitations = useQuery(invitationsQueryOptions());
  const revoke = useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: seatsQueryKey });
      toast.success({ title: t`Convite cancelado`, description: t`O link enviado deixou de funcionar.` });
    },
    onError: (error) =>
      toast.error({
        title: t`Não foi possível cancelar o convite`,
        description: serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Tente novamente.`),
      }),
  });
  const now = Date.now();

  return (
    <Card title={<Trans>Convites pendentes</Trans>} data-testid="team-invitations">
      {invitations.isPending && <Skeleton active paragraph={{ rows: 2 }} />}
      {invitations.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar os convites</Trans>} query={invitations} />}
      {invitations.isSuccess && invitations.data.invitations.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenhum convite pendente.</Trans>} />
      )}
      {invitations.isSuccess && invitations.data.invitations.length > 0 && (
        <List
          dataSource={invitations.data.invitations}
          rowKey="id"
          renderItem={(invitation) => {
            const expired = Date.parse(invitation.expiresAt) <= now;
            const until = formatDate(invitation.expiresAt, language);
            const by = invitation.invitedBy;
            return (
              <List.Item data-testid={`team-invitation-${invitation.email}`}>
                <Flex gap={12} align="center" wrap style={{ width: '100%' }}>
                  <Flex vertical style={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {invitation.email}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {expired ? <Trans>Expirou em {until}</Trans> : <Trans>Vale até {until}</Trans>}
                      {by && (
                        <>
                          {' · '}
                          <Trans>Convidado por {by}</Trans>
                        </>
                      )}
                    </Typography.Text>
                  </Flex>
                  <Flex gap={8} align="center">
                    <Tag style={{ marginInlineEnd: 0 }}>{i18n._(roleLabels[invitation.role])}</Tag>
                    {expired && (
                      <Tag color="warning" style={{ marginInlineEnd: 0 }}>
                        <Trans>Expirado</Trans>
                      </Tag>
                    )}
                    <Popconfirm
                      title={t`Cancelar o convite para ${invitation.email}?`}
                      description={t`O link enviado deixa de funcionar.`}
                      okText={t`Cancelar convite`}
                      okButtonProps={{ danger: true }}
                      cancelText={t`Voltar`}
                      onConfirm={() => revoke.mutateAsync(invitation.id).catch(() => undefined)}
                    >
                      <Button icon={<StopOutlined />} loading={revoke.isPending && revoke.variables === invitation.id}>
                        <Trans>Cancelar convite</Trans>
                      </Button>
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
