import { CheckCircleFilled, CloseCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { paidPlanIds, plans, type AdminUserRow, type PlanId } from '@otimiza/sdk/shared';
import { ApiRequestError, formatDateTime } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Select, Table, Tag, Typography, type TableProps } from 'antd';
import { adminUsersQueryOptions } from '../api/admin';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { useCurrentUser } from '../session/useCurrentUser';
import { fullName } from '../../kernel/shell/userName';
import { AccessDenied } from './AccessDenied';
import { useConfirmPlanChange } from './useConfirmPlanChange';
import { useRemovePlanGrant } from './useRemovePlanGrant';
import { useUpdateUserPlan } from './useUpdateUserPlan';

const grantOptions = paidPlanIds.map((id) => ({ value: id, label: plans[id].name }));

/**
 * /admin/users: every account with the plan in force, the plan it pays for and the plan an
 * administrator granted, which billing never overwrites. The grant can be changed
 * or removed, each after a confirmation that states its effect; without a grant the workspace
 * goes back to its paid plan.
 */
export function AdminUsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Usuários`);
  const language = useLanguage();
  const user = useCurrentUser();
  const users = useQuery({ ...adminUsersQueryOptions(), enabled: Boolean(user?.isAdmin) });
  const update = useUpdateUserPlan();
  const remove = useRemovePlanGrant();
  const confirm = useConfirmPlanChange();
  const busy = update.isPending || remove.isPending;

  if (!user?.isAdmin || (users.error instanceof ApiRequestError && users.error.status === 403)) return <AccessDenied />;

  const columns: TableProps<AdminUserRow>['columns'] = [
    { key: 'name', title: t({ message: 'Nome', context: 'full name column' }), render: (_, row) => fullName(row) || '—' },
    { key: 'email', title: t`E-mail`, dataIndex: 'email' },
    {
      key: 'verified',
      title: t`Verificado`,
      render: (_, row) =>
        row.isVerified ? (
          <span>
            <CheckCircleFilled style={{ color: '#15803D' }} aria-hidden="true" /> <Trans>Sim</Trans>
          </span>
        ) : (
          <span>
            <CloseCircleOutlined style={{ color: '#B91C1C' }} aria-hidden="true" /> <Trans>Não</Trans>
          </span>
        ),
    },
    {
      key: 'plan',
      title: t`Plano em vigor`,
      width: 140,
      render: (_, row) => (
        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
          {plans[row.plan].name}
        </Typography.Text>
      ),
    },
    { key: 'paidPlan', title: t`Plano pago`, width: 120, render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{plans[row.paidPlan].name}</span> },
    {
      key: 'grant',
      title: t`Plano concedido`,
      render: (_, row) => {
        const email = row.email;
        const grant = row.planGrant;
        const when = grant ? formatDateTime(grant.grantedAt, language) : '';
        const by = grant?.grantedBy ?? '';
        return (
          <Flex vertical gap={6} align="start">
            <Flex gap={4} align="center" wrap>
              <Select<PlanId>
                value={grant?.plan}
                placeholder={t`Conceder plano`}
                options={grantOptions}
                style={{ minWidth: 140 }}
                aria-label={t`Plano concedido a ${email}`}
                loading={update.isPending && update.variables?.id === row.id}
                disabled={busy}
                onChange={(plan) => confirm.grant(row, plan, () => update.mutate({ id: row.id, plan }))}
              />
              {grant && (
                <Button
                  type="link"
                  danger
                  size="small"
                  disabled={busy}
                  loading={remove.isPending && remove.variables?.id === row.id}
                  onClick={() => confirm.removeGrant(row, () => remove.mutate({ id: row.id }))}
                  aria-label={t`Remover a concessão de ${email}`}
                >
                  <Trans>Remover</Trans>
                </Button>
              )}
            </Flex>
            {grant && (
              <Flex vertical gap={2} align="start">
                <Tag color="purple" icon={<SafetyCertificateOutlined aria-hidden="true" />} style={{ marginInlineEnd: 0 }}>
                  <Trans>Concedido pelo administrador</Trans>
                </Tag>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {by ? (
                    <Trans>
                      por {by} em {when}
                    </Trans>
                  ) : (
                    <Trans>em {when}</Trans>
                  )}
                </Typography.Text>
              </Flex>
            )}
          </Flex>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 3vw, 28px)' }}>
          <Trans>Usuários</Trans>
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          <Trans>
            As contas da plataforma e seus planos. Um plano concedido pelo administrador vale imediatamente, fica à parte do plano pago e as cobranças não o
            alteram; o plano em vigor é o maior dos dois.
          </Trans>
        </Typography.Paragraph>
      </div>
      {users.error && <Alert type="error" showIcon title={<Trans>Não foi possível carregar os usuários</Trans>} description={users.error.message} />}
      <Card styles={{ body: { padding: 0 } }}>
        <Table<AdminUserRow>
          rowKey="id"
          columns={columns}
          dataSource={users.data ?? []}
          loading={users.isPending}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
        />
      </Card>
    </Flex>
  );
}
