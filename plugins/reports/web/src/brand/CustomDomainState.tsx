import { CheckCircleOutlined, CrownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { usePageLink, usePlan } from '@otimiza/sdk/web';
import { Card, Flex, Tag, Typography } from 'antd';
import { RouterButton } from '../lib/RouterButton';

/** A button whose words wrap on a narrow card instead of running past it. */
const wrapping = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'start' } as const;

/**
 * The reports' custom domain (Enterprise badge, 'Configuração DNS Pendente'): the white-label domain, its
 * one owner. Shown here with its state; claimed, proved and removed on /white-label-setup, which the button opens.
 */
export function CustomDomainCard({ domain }: { domain: BrandSettingsPage['customDomain'] }) {
  const pageLink = usePageLink();
  const plan = usePlan();
  // The white-label plugin sells the domain: without it on this instance and plan, there is nowhere to set one.
  const canSetUp = plan.has('whiteLabelDomains') === true;
  return (
    <Card title={<Trans>Domínio personalizado</Trans>} data-testid="custom-domain-card">
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center">
          <Tag color="gold" icon={<CrownOutlined />} style={{ marginInlineEnd: 0 }}>
            Enterprise
          </Tag>
          {domain?.status === 'active' && (
            <Tag color="green" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }} data-testid="domain-active">
              <Trans>Ativo</Trans>
            </Tag>
          )}
          {domain?.status === 'dns-pending' && (
            <Tag color="orange" style={{ marginInlineEnd: 0 }} data-testid="dns-pending">
              <Trans>Configuração DNS Pendente</Trans>
            </Tag>
          )}
        </Flex>
        {domain ? (
          <Flex vertical gap={4}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }} data-testid="custom-domain-host">
              <GlobalOutlined aria-hidden="true" /> {domain.host}
            </Typography.Text>
            <Typography.Text type="secondary">
              {domain.status === 'active' ? (
                <Trans>Os links dos relatórios compartilhados usam este endereço.</Trans>
              ) : (
                <Trans>Até o DNS apontar para a plataforma e o domínio ser verificado, os links usam o endereço da plataforma.</Trans>
              )}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary" data-testid="custom-domain-none">
            <Trans>Nenhum domínio configurado: os links dos relatórios compartilhados usam o endereço da plataforma.</Trans>
          </Typography.Text>
        )}
        {canSetUp ? (
          <Flex align="center" justify="space-between" gap={12} wrap>
            <Typography.Text type="secondary">
              <Trans>O domínio é configurado e verificado no White-label.</Trans>
            </Typography.Text>
            <RouterButton {...pageLink('/white-label-setup')} icon={<GlobalOutlined />} style={wrapping}>
              <Trans>Configurar no White-label</Trans>
            </RouterButton>
          </Flex>
        ) : (
          plan.plan !== null && (
            <Flex align="center" justify="space-between" gap={12} wrap data-testid="domain-locked">
              <Typography.Text type="secondary">
                <Trans>Domínio personalizado é um recurso do plano Enterprise.</Trans>
              </Typography.Text>
              <RouterButton {...pageLink('/pricing')} icon={<CrownOutlined />} style={wrapping}>
                <Trans>Ver planos</Trans>
              </RouterButton>
            </Flex>
          )
        )}
      </Flex>
    </Card>
  );
}
