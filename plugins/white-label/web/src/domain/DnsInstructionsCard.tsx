import { CheckCircleFilled } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { OWNERSHIP_RECORD_LABEL, type DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Alert, Descriptions, Card, Flex, Tag, Typography } from 'antd';

/** One DNS record to create: its type, name and value, each name and value copyable. */
function DnsRecord({ type, host, value, testId }: { type: string; host: string; value: string; testId: string }) {
  const { t } = useLingui();
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      items={[
        { key: 'type', label: t`Tipo`, children: <Typography.Text code>{type}</Typography.Text> },
        {
          key: 'host',
          label: t`Nome (host)`,
          children: (
            <Typography.Text code copyable={{ text: host }} data-testid={`${testId}-host`}>
              {host}
            </Typography.Text>
          ),
        },
        {
          key: 'value',
          label: t`Valor (destino)`,
          children: (
            <Typography.Text code copyable={{ text: value }} data-testid={`${testId}-value`} style={{ wordBreak: 'break-all' }}>
              {value}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/**
 * The DNS records to create at the domain's provider: a TXT record with
 * the workspace's token that proves the domain is the workspace's, and the CNAME — the subdomain or
 * '@' — straight to the platform's host. Until the TXT proves it, the claim lapses at `expiresAt`.
 */
export function DnsInstructionsCard({ domain, subdomain }: { domain: DomainSettingsView; subdomain: string }) {
  const { i18n } = useLingui();
  // Follows the form as it is typed: the records to create for what is about to be saved (the token stays the workspace's).
  const typed = subdomain.trim().toLowerCase();
  const host = typed || '@';
  const target = domain.instruction.value;
  const token = domain.verification?.value ?? null;
  const verificationHost = typed ? `${OWNERSHIP_RECORD_LABEL}.${typed}` : OWNERSHIP_RECORD_LABEL;
  const expiresAt = formatDateTime(domain.expiresAt, i18n.locale);
  const verifiedAt = formatDateTime(domain.verifiedAt, i18n.locale);
  return (
    <Card title={<Trans>Configuração DNS</Trans>} data-testid="dns-instructions">
      <Typography.Paragraph type="secondary">
        <Trans>No painel do provedor do seu domínio (Registro.br, Cloudflare, GoDaddy…), crie estes dois registros:</Trans>
      </Typography.Paragraph>

      <Flex vertical gap={8} data-testid="dns-ownership">
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>
            <Trans>1. Prove que o domínio é seu</Trans>
          </Typography.Text>
          {domain.verified && (
            <Tag color="success" icon={<CheckCircleFilled />} data-testid="dns-verified">
              <Trans>Domínio verificado</Trans>
            </Tag>
          )}
        </Flex>
        {token ? (
          <DnsRecord type="TXT" host={verificationHost} value={token} testId="txt" />
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>Ao salvar, mostramos aqui um registro TXT com o código da sua conta. Ele prova que o domínio é seu.</Trans>
          </Typography.Paragraph>
        )}
        {domain.verified ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Trans>O registro TXT provou que o domínio é seu em {verifiedAt}.</Trans>
          </Typography.Text>
        ) : (
          domain.expiresAt && (
            <Alert
              type="info"
              showIcon
              data-testid="dns-expiry"
              title={<Trans>Crie o registro TXT até {expiresAt}</Trans>}
              description={
                <Trans>
                  Enquanto o domínio não for provado, outras contas também podem pedir este endereço: fica com ele quem provar primeiro. Sem a prova até essa
                  data, o pedido expira e o endereço fica livre.
                </Trans>
              }
            />
          )
        )}
      </Flex>

      <Flex vertical gap={8} style={{ marginTop: 20 }}>
        <Typography.Text strong>
          <Trans>2. Aponte o endereço para a plataforma</Trans>
        </Typography.Text>
        <DnsRecord type={domain.instruction.type} host={host} value={target} testId="dns" />
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          {host === '@' ? (
            <Trans>
              &quot;@&quot; é o próprio domínio. Muitos provedores não aceitam CNAME nele: use um subdomínio (como app) ou o registro ALIAS/CNAME achatado do
              seu provedor.
            </Trans>
          ) : (
            <Trans>
              O CNAME deve apontar diretamente para {target}, sem nomes intermediários. A propagação do DNS pode levar de alguns minutos a 48 horas.
            </Trans>
          )}
        </Typography.Paragraph>
      </Flex>

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
