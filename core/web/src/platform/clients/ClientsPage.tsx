import { PlusOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { roleAtLeast } from '@otimiza/sdk/shared';
import { entitlementsQueryOptions, PageHeader, QueryErrorAlert, UpgradeRequiredCard } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { useToast } from '../../kernel/app/toast';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { isNetworkError, serverMessage } from '../auth/apiErrors';
import { useCurrentUser } from '../session/useCurrentUser';
import { ClientNameDialog } from './ClientNameDialog';
import { ClientsCard } from './ClientsCard';
import { clientsQueryKey, createClient } from './clientsApi';

/**
 * /clients: a reseller's client workspaces (Enterprise). Owners and admins create them, open one to
 * work in its analyses and reports, and choose its plugins; the reseller's plan and brand cover them.
 */
export function ClientsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Clientes`);
  const user = useCurrentUser();
  const toast = useToast();
  const queryClient = useQueryClient();
  const entitlements = useQuery(entitlementsQueryOptions());
  const [creating, setCreating] = useState(false);
  const create = useMutation({
    mutationFn: createClient,
    onSuccess: async () => {
      setCreating(false);
      await queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
    onError: (error) =>
      toast.error({
        title: t`Não foi possível criar o cliente`,
        description: serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : t`Tente novamente.`),
      }),
  });
  if (!user) return null;
  const manages = roleAtLeast(user.workspace.role, 'admin');
  const reseller = user.workspace.managedBy;
  const included = entitlements.data?.features.includes('userManagement') ?? false;
  const canCreate = manages && !reseller && included;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }}>
      <PageHeader
        title={<Trans>Clientes</Trans>}
        lead={<Trans>Espaços de trabalho dos seus clientes: cada um com as próprias análises, relatórios e pessoas, sob o seu plano e a sua marca.</Trans>}
        extra={
          canCreate ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="new-client">
              <Trans>Novo cliente</Trans>
            </Button>
          ) : null
        }
      />
      {reseller && (
        <Alert
          type="info"
          showIcon
          data-testid="client-of"
          title={<Trans>Este espaço de trabalho é um cliente de {reseller.name}, que gerencia os clientes.</Trans>}
        />
      )}
      {!reseller && !manages && (
        <Alert type="info" showIcon title={<Trans>Só proprietários e administradores do espaço de trabalho gerenciam os clientes.</Trans>} />
      )}
      {!reseller && manages && entitlements.isPending && (
        <Card role="status" aria-label={t`Carregando`}>
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      )}
      {!reseller && manages && entitlements.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar o seu plano</Trans>} query={entitlements} />}
      {!reseller && manages && entitlements.isSuccess && !included && (
        <UpgradeRequiredCard feature="userManagement" title={<Trans>Espaços de clientes são do plano Enterprise</Trans>}>
          <Trans>Crie um espaço de trabalho para cada cliente da sua agência, escolha os plugins de cada um e entregue tudo com a sua marca.</Trans>
        </UpgradeRequiredCard>
      )}
      {canCreate && <ClientsCard />}
      <ClientNameDialog
        open={creating}
        title={t`Novo cliente`}
        okText={t`Criar cliente`}
        saving={create.isPending}
        onSubmit={(name) => create.mutate(name)}
        onClose={() => setCreating(false)}
      />
    </Flex>
  );
}
