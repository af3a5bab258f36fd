import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { planIds, plans, type AdminUserRow, type PlanId } from '@otimiza/sdk/shared';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Select, Table, Typography, type TableProps } from 'antd';
import { adminUsersQueryOptions } from '../api/admin';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { useCurrentUser } from '../session/useCurrentUser';
import { fullName } from '../shell/userName';
import { AccessDenied } from './AccessDenied';
import { useUpdateUserPlan } from './useUpdateUserPlan';

const planOptions = planIds.map((id) => ({ value: id, label: plans[id].name }));

/** /admin/users: every account with its plan, which an administrator can change (spec 000 §2). */
export function AdminUsersPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Usuários`);
  const user = useCurrentUser();
  const users = useQuery({ ...adminUsersQueryOptions(), enabled: Boolean(user?.isAdmin) });
  const update = useUpdateUserPlan();

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
      title: t`Plano`,
      render: (_, row) => {
        const email = row.email;
        return (
          <Select<PlanId>
            value={row.plan}
            options={planOptions}
            style={{ minWidth: 140 }}
            aria-label={t`Plano de ${email}`}
            loading={update.isPending && update.variables?.id === row.id}
            disabled={update.isPending}
            onChange={(plan) => update.mutate({ id: row.id, plan })}
          />
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
          <Trans>As contas da plataforma e seus planos. Mudar o plano vale imediatamente.</Trans>
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
          scroll={{ x: 640 }}
        />
      </Card>
    </Flex>
  );
}
