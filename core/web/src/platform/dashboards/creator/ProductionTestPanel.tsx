import { CloudServerOutlined, EyeOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { plans } from '@otimiza/sdk/shared';
import { QueryErrorAlert } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { systemStatusQueryOptions } from '../../api/apiHealth';
import { creatorPreviewQueryOptions } from '../../api/creatorPreview';
import { useEntitlements } from '../useEntitlements';
import { wrappingButton, wrappingCardTitle } from '../cardStyles';
import { useCreatorPreview } from './useCreatorPreview';
import { CardIconTitle } from '../CardIconTitle';

/**
 * The creator dashboard's test panel: what changes on the production domain, read
 * from this instance's settings, and 'Ver como usuário comum' — creator mode off for this session.
 */
export function ProductionTestPanel() {
  const status = useQuery(creatorPreviewQueryOptions());
  const system = useQuery(systemStatusQueryOptions());
  const basePlan = useEntitlements().data?.basePlan;
  const preview = useCreatorPreview();
  const planName = basePlan ? plans[basePlan].name : '…';
  const paymentsMode = system.data?.paymentsMode;

  const rows: { id: string; title: ReactNode; here: ReactNode; production: ReactNode }[] = status.data
    ? [
        {
          id: 'creator-mode',
          title: <Trans>Modo criador</Trans>,
          here: <Trans>Ativo para administradores: tudo liberado, com o plano Enterprise.</Trans>,
          production: <Trans>Desligado: cada conta usa o plano do seu espaço de trabalho, com os limites e os bloqueios dele.</Trans>,
        },
        {
          id: 'payments',
          title: <Trans>Pagamentos</Trans>,
          here:
            paymentsMode === 'sandbox' ? (
              <Trans>Checkout de teste (sandbox), sem cobrança.</Trans>
            ) : paymentsMode === 'stripe' ? (
              <Trans>Stripe.</Trans>
            ) : paymentsMode === 'unavailable' ? (
              <Trans>Indisponíveis.</Trans>
            ) : (
              '…'
            ),
          production: <Trans>O checkout de teste é recusado: só pagamentos reais pelo Stripe.</Trans>,
        },
        {
          id: 'loopback',
          title: <Trans>Auditorias de endereços locais</Trans>,
          here: status.data.loopbackTargetsAllowed ? (
            <Trans>Permitidas (ALLOW_PRIVATE_TARGETS): páginas servidas em 127.0.0.1 podem ser auditadas.</Trans>
          ) : (
            <Trans>Recusadas.</Trans>
          ),
          production: <Trans>Sempre recusadas: só endereços públicos podem ser auditados.</Trans>,
        },
      ]
    : [];

  return (
    <Card
      data-testid="production-test-panel"
      styles={wrappingCardTitle}
      title={
        <CardIconTitle icon={<CloudServerOutlined style={{ color: '#7C3AED' }} aria-hidden="true" />}>
          <Trans>Simular o domínio de produção</Trans>
        </CardIconTitle>
      }
    >
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : status.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível ler a configuração desta instância</Trans>} query={status} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>Esta instância roda em modo {status.data.environment}. No domínio de produção, isto muda:</Trans>
          </Typography.Paragraph>
          <Flex vertical gap={12} component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {rows.map((row) => (
              <li key={row.id} data-testid={`production-${row.id}`} style={{ paddingBlockStart: 12, borderBlockStart: '1px solid rgba(15, 23, 42, 0.08)' }}>
                <Typography.Text strong style={{ display: 'block', marginBlockEnd: 4 }}>
                  {row.title}
                </Typography.Text>
                <Flex gap={8} wrap style={{ fontSize: 14 }}>
                  <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4 }}>
                      <Trans>Aqui</Trans>
                    </Typography.Text>
                    <span>{row.here}</span>
                  </Flex>
                  <Flex vertical gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4 }}>
                      <Trans>Em produção</Trans>
                    </Typography.Text>
                    <span>{row.production}</span>
                  </Flex>
                </Flex>
              </li>
            ))}
          </Flex>
          <Flex vertical gap={8} align="flex-start" style={{ background: '#F8FAFC', borderRadius: 10, padding: 14 }}>
            <Typography.Text>
              <Trans>
                Veja o Otimiza como um usuário comum: o modo criador fica desligado só nesta sessão, e o painel, os limites e os bloqueios passam a ser os do
                plano {planName} do seu espaço de trabalho.
              </Trans>
            </Typography.Text>
            <Button
              type="primary"
              icon={<EyeOutlined />}
              loading={preview.isPending}
              onClick={() => preview.mutate(true)}
              data-testid="view-as-user"
              style={wrappingButton}
            >
              <Trans>Ver como usuário comum</Trans>
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
