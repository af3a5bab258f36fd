import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { Alert, Card, Descriptions, Typography } from 'antd';

/** The DNS record to create at the domain's provider (spec 001 §2.8): CNAME, the subdomain or '@', the platform's host. */
export function DnsInstructionsCard({ domain, subdomain }: { domain: DomainSettingsView; subdomain: string }) {
  const { t } = useLingui();
  // Follows the form as it is typed: the record to create for what is about to be saved.
  const host = subdomain.trim().toLowerCase() || '@';
  const target = domain.instruction.value;
  return (
    <Card title={<Trans>Configuração DNS</Trans>} data-testid="dns-instructions">
      <Typography.Paragraph type="secondary">
        <Trans>No painel do provedor do seu domínio (Registro.br, Cloudflare, GoDaddy…), crie este registro:</Trans>
      </Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          { key: 'type', label: t`Tipo`, children: <Typography.Text code>{domain.instruction.type}</Typography.Text> },
          {
            key: 'host',
            label: t`Nome (host)`,
            children: (
              <Typography.Text code copyable={{ text: host }} data-testid="dns-host">
                {host}
              </Typography.Text>
            ),
          },
          {
            key: 'value',
            label: t`Valor (destino)`,
            children: (
              <Typography.Text code copyable={{ text: domain.instruction.value }} data-testid="dns-value">
                {domain.instruction.value}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        {host === '@' ? (
          <Trans>
            &quot;@&quot; é o próprio domínio. Muitos provedores não aceitam CNAME nele: use um subdomínio (como app) ou o registro ALIAS/CNAME achatado do seu
            provedor.
          </Trans>
        ) : (
          <Trans>A propagação do DNS pode levar de alguns minutos a 48 horas.</Trans>
        )}
      </Typography.Paragraph>
      {!domain.targetIsPublic && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          title={<Trans>Esta instalação não tem um endereço público</Trans>}
          description={
            <Trans>O destino {target} não pode receber um CNAME. Quem administra a plataforma precisa definir o endereço público dela (PUBLIC_URL).</Trans>
          }
        />
      )}
    </Card>
  );
}
