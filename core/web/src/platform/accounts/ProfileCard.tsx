import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountOverview } from '@otimiza/sdk/shared';
import { formatDate } from '@otimiza/sdk/web';
import { Alert, Card, Descriptions } from 'antd';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { roleLabels } from '../team/roleLabels';

/** Name, e-mail (and a new one waiting for its link), workspace and role, member since. */
export function ProfileCard({ account }: { account: AccountOverview }) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const { user, workspace, pendingEmail } = account;
  const pending = pendingEmail?.email;
  return (
    <Card title={<Trans>Perfil</Trans>}>
      <Descriptions column={1} size="small" styles={{ label: { width: 180 } }}>
        <Descriptions.Item label={t({ message: 'Nome', context: 'full name' })}>{`${user.firstName} ${user.lastName}`.trim()}</Descriptions.Item>
        <Descriptions.Item label={t`E-mail`}>
          <span data-testid="account-email">{user.email}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t`Espaço de trabalho`}>{workspace.name}</Descriptions.Item>
        <Descriptions.Item label={t`Papel`}>{i18n._(roleLabels[workspace.role])}</Descriptions.Item>
        <Descriptions.Item label={t`Cliente desde`}>{formatDate(user.createdAt, language)}</Descriptions.Item>
      </Descriptions>
      {pending && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={<Trans>Troca de e-mail pendente</Trans>}
          description={
            <Trans>
              Enviamos um link de confirmação para <strong>{pending}</strong>. O e-mail da conta continua {user.email} até esse link ser usado.
            </Trans>
          }
        />
      )}
    </Card>
  );
}
