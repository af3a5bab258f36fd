import { CheckCircleOutlined, GlobalOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { BrandSettingsPage } from '@otimiza/plugin-reports-shared';
import { usePageLink } from '@otimiza/sdk/web';
import { Flex, Tag, Typography } from 'antd';
import { RouterButton } from '../lib/RouterButton';

/** A button whose words wrap on a narrow card instead of running past it. */
export const wrapping = { whiteSpace: 'normal', height: 'auto', maxWidth: '100%', textAlign: 'start' } as const;

/**
 * The custom domain's state ('Configuração DNS Pendente' until it is proved and points here): white-label's domain,
 * shown here, claimed and proved on /white-label-setup's domain tab, which the button opens.
 */
export function CustomDomainState({ domain }: { domain: BrandSettingsPage['customDomain'] }) {
  const pageLink = usePageLink();
  return (
    <Flex vertical gap={8} data-testid="custom-domain-card">
      <Flex gap={8} wrap align="center">
        <Typography.Text strong>
          <Trans>Domínio personalizado</Trans>
        </Typography.Text>
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
          <Typography.Text style={{ overflowWrap: 'anywhere' }} data-testid="custom-domain-host">
            <GlobalOutlined aria-hidden="true" /> {domain.host}
          </Typography.Text>
          <Typography.Text type="secondary">
            {domain.status === 'active' ? (
              <Trans>Os links dos relatórios compartilhados e o aplicativo neste endereço usam a sua marca.</Trans>
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
      <div>
        <RouterButton {...pageLink('/white-label-setup', { tab: 'domain' })} icon={<GlobalOutlined />} style={wrapping} data-testid="domain-setup-link">
          <Trans>Configurar o domínio no White-label</Trans>
        </RouterButton>
      </div>
    </Flex>
  );
}
