import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleFilled,
  ExclamationCircleFilled,
  ReloadOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DnsStatus, DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

const statusLook: Record<DnsStatus, { color: string; icon: ReactNode }> = {
  pending: { color: 'default', icon: <ClockCircleOutlined /> },
  active: { color: 'success', icon: <CheckCircleFilled /> },
  unverified: { color: 'warning', icon: <SafetyCertificateOutlined /> },
  wrong_target: { color: 'error', icon: <CloseCircleFilled /> },
  not_found: { color: 'warning', icon: <ExclamationCircleFilled /> },
};

/** The status of the last DNS check of the domain, what it means, and a button to check again now. */
export function DnsStatusCard({ domain, checking, onCheck }: { domain: DomainSettingsView; checking: boolean; onCheck: () => void }) {
  const { t, i18n } = useLingui();
  const labels: Record<DnsStatus, string> = {
    pending: t`Verificação pendente`,
    active: t`Configuração Ativa`,
    unverified: t`Falta provar o domínio (TXT)`,
    wrong_target: t`CNAME aponta para outro destino`,
    not_found: t`CNAME não encontrado`,
  };
  const target = domain.instruction.value;
  const found = domain.foundTarget ?? '';
  const host = domain.host;
  const explanations: Record<DnsStatus, ReactNode> = {
    pending: <Trans>O domínio ainda não foi verificado. A verificação acontece ao salvar e, depois, periodicamente.</Trans>,
    active: (
      <Trans>
        {host} aponta para a plataforma. Seus clientes já podem entrar em {host} e verão a sua marca.
      </Trans>
    ),
    unverified: (
      <Trans>
        {host} já aponta para a plataforma, mas o registro TXT que prova que o domínio é seu ainda não foi encontrado. A sua marca só aparece em {host} depois
        dessa prova.
      </Trans>
    ),
    wrong_target: (
      <Trans>
        {host} aponta para {found}, e não diretamente para {target}. Corrija o registro no seu provedor de DNS.
      </Trans>
    ),
    not_found: (
      <Trans>Nenhum registro CNAME de {host} foi encontrado. Crie o registro acima no seu provedor de DNS; a propagação pode levar algumas horas.</Trans>
    ),
  };
  const look = statusLook[domain.status];
  const checkedAt = formatDateTime(domain.checkedAt, i18n.locale);
  const expiresAt = formatDateTime(domain.expiresAt, i18n.locale);
  return (
    <Card title={<Trans>Status</Trans>} data-testid="dns-status-card">
      <Flex vertical gap={12}>
        <Flex align="center" gap={12} wrap>
          <Tag
            color={look.color}
            icon={look.icon}
            style={{ fontSize: 14, padding: '4px 10px', marginInlineEnd: 0 }}
            data-testid="dns-status"
            data-status={domain.status}
          >
            {labels[domain.status]}
          </Tag>
          <Button icon={<ReloadOutlined />} loading={checking} onClick={onCheck} data-testid="dns-check">
            <Trans>Verificar agora</Trans>
          </Button>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{explanations[domain.status]}</Typography.Paragraph>
        {!domain.verified && domain.expiresAt && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="dns-claim-expires">
            <Trans>Sem a prova do registro TXT, o pedido deste endereço expira em {expiresAt}.</Trans>
          </Typography.Text>
        )}
        {domain.checkedAt && (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Trans>Última verificação: {checkedAt}</Trans>
          </Typography.Text>
        )}
        {domain.lastError && <Alert type="warning" showIcon title={<Trans>Não foi possível consultar o DNS</Trans>} description={domain.lastError} />}
      </Flex>
    </Card>
  );
}
