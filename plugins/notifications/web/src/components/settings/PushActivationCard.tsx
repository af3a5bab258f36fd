import { BellOutlined, StopOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { usePushSubscription } from '../../hooks/usePushSubscription';

/**
 * Web Push for this browser: what it lacks, or the member's 'Ativar notificações push' (the
 * browser's permission is asked only then), or the active subscription with a way to stop it.
 */
export function PushActivationCard() {
  const { availability, subscribed, checking, subscribe, unsubscribe } = usePushSubscription();
  return (
    <Card title={<Trans>Notificações push neste navegador</Trans>} size="small" data-testid="push-activation" data-availability={availability}>
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          <Trans>Receba os alertas mesmo com a plataforma fechada. Cada navegador em que você ativar recebe as notificações do canal Push.</Trans>
        </Typography.Paragraph>
        {availability === 'unsupported' ? (
          <Alert
            type="warning"
            showIcon
            title={<Trans>Este navegador não oferece notificações push</Trans>}
            description={<Trans>Use um navegador atual, como Chrome, Edge, Firefox ou Safari 16.4 ou mais recente, para recebê-las.</Trans>}
          />
        ) : availability === 'insecure' ? (
          <Alert
            type="warning"
            showIcon
            title={<Trans>As notificações push exigem uma conexão segura</Trans>}
            description={<Trans>Abra a plataforma pelo endereço com https:// para ativá-las.</Trans>}
          />
        ) : availability === 'denied' ? (
          <Alert
            type="error"
            showIcon
            data-testid="push-denied"
            title={<Trans>As notificações deste site estão bloqueadas no navegador</Trans>}
            description={<Trans>Libere as notificações nas configurações do site no navegador e volte aqui para ativá-las.</Trans>}
          />
        ) : subscribed ? (
          <Flex gap={12} align="center" wrap>
            <Tag color="green">
              <Trans>Ativas neste navegador</Trans>
            </Tag>
            <Button icon={<StopOutlined />} loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              <Trans>Desativar neste navegador</Trans>
            </Button>
          </Flex>
        ) : (
          <div>
            <Button
              type="primary"
              icon={<BellOutlined />}
              loading={subscribe.isPending || checking}
              onClick={() => subscribe.mutate()}
              data-testid="push-enable"
            >
              <Trans>Ativar notificações push</Trans>
            </Button>
          </div>
        )}
      </Flex>
    </Card>
  );
}
