import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader, QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Skeleton } from 'antd';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { accountQueryOptions } from './accountApi';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DataExportCard } from './DataExportCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { ProfileCard } from './ProfileCard';
import { WorkspacePluginSettingsCard } from './WorkspacePluginSettingsCard';
import { WorkspacePluginsCard } from './WorkspacePluginsCard';

/** /account: profile, password, e-mail, the workspace's plugins and their settings, 'Baixar meus dados' and the danger zone. */
export function AccountPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Minha conta`);
  const account = useQuery(accountQueryOptions());
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <PageHeader title={<Trans>Minha conta</Trans>} lead={<Trans>Seus dados de acesso, sua senha e seus direitos sobre os dados (LGPD).</Trans>} />
      {account.isPending && (
        <Card role="status" aria-label={t`Carregando`}>
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      )}
      {account.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar sua conta</Trans>} query={account} />}
      {account.isSuccess && (
        <>
          <ProfileCard account={account.data} />
          <ChangePasswordForm />
          <ChangeEmailForm />
          <WorkspacePluginsCard />
          <WorkspacePluginSettingsCard />
          <DataExportCard />
          <DeleteAccountCard account={account.data} />
        </>
      )}
    </Flex>
  );
}
