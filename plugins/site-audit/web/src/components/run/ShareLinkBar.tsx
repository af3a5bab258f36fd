import { ShareAltOutlined, StopOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Flex, Input, Popconfirm, Typography } from 'antd';
import { useShareLink } from '../../hooks/useShareLink';

/**
 * A finished run's share link: "Compartilhar" makes the link (or takes the one in force) and copies
 * it; the link in force is shown to copy by hand, with "Revogar" after a confirmation.
 */
export function ShareLinkBar({ runId }: { runId: string }) {
  const { t } = useLingui();
  const { link, share, revoke } = useShareLink(runId);
  return (
    <Flex gap={8} wrap align="center" data-testid="site-audit-share">
      <Button icon={<ShareAltOutlined />} loading={share.isPending} onClick={() => share.mutate()} data-testid="site-audit-share-button">
        <Trans>Compartilhar</Trans>
      </Button>
      {link ? (
        <>
          <Input
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            aria-label={t`Link do relatório do site`}
            style={{ flex: '1 1 240px', maxWidth: 480, minWidth: 0 }}
            data-testid="site-audit-share-url"
          />
          <Popconfirm
            title={t`Revogar este link?`}
            description={
              <Typography.Text style={{ display: 'block', maxWidth: 280 }}>
                <Trans>Quem recebeu o link não consegue mais abrir o relatório. Um novo Compartilhar cria outro link.</Trans>
              </Typography.Text>
            }
            okText={t`Revogar`}
            cancelText={t`Manter`}
            okButtonProps={{ danger: true }}
            onConfirm={() => revoke.mutateAsync().catch(() => undefined)}
          >
            <Button danger icon={<StopOutlined />} loading={revoke.isPending} data-testid="site-audit-share-revoke">
              <Trans>Revogar</Trans>
            </Button>
          </Popconfirm>
        </>
      ) : (
        <Typography.Text type="secondary">
          <Trans>Cria um link que abre o relatório do site sem entrar na conta.</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
