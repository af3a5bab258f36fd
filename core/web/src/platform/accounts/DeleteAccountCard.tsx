import { DeleteOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { AccountOverview } from '@otimiza/sdk/shared';
import { Alert, Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** The danger zone: 'Excluir minha conta', or why it cannot be done here. */
export function DeleteAccountCard({ account }: { account: AccountOverview }) {
  const [open, setOpen] = useState(false);
  const { deletion } = account;
  return (
    <Card title={<Trans>Zona de perigo</Trans>} style={{ borderColor: '#FCA5A5' }} data-testid="danger-zone">
      <Typography.Paragraph type="secondary">
        {deletion.deletesWorkspace && account.subscription ? (
          <Trans>Excluir a conta apaga também o espaço de trabalho, do qual você é o único proprietário, e cancela a assinatura.</Trans>
        ) : deletion.deletesWorkspace ? (
          <Trans>Excluir a conta apaga também o espaço de trabalho, do qual você é o único proprietário.</Trans>
        ) : (
          <Trans>Excluir a conta remove você do espaço de trabalho; ele continua com os outros proprietários.</Trans>
        )}
      </Typography.Paragraph>
      {deletion.blockedBy === 'demo' && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={<Trans>A conta de demonstração não pode ser excluída.</Trans>} />
      )}
      {deletion.blockedBy === 'members-without-owner' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <Trans>
              Você é o único proprietário de um espaço de trabalho com outros membros. Passe a propriedade a outro membro ou remova os membros antes de excluir
              a conta.
            </Trans>
          }
        />
      )}
      <Button danger icon={<DeleteOutlined />} disabled={!deletion.allowed} onClick={() => setOpen(true)}>
        <Trans>Excluir minha conta</Trans>
      </Button>
      {deletion.allowed && <DeleteAccountDialog account={account} open={open} onClose={() => setOpen(false)} />}
    </Card>
  );
}
