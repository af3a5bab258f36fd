import { ApiOutlined, CheckCircleFilled, CloseCircleFilled, MinusCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiHealthResponse, ApiServiceHealth } from '@otimiza/sdk/shared';
import { formatDateTime, usePrimaryColour } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { apiHealthQueryOptions } from '../../api/apiHealth';
import { useLanguage } from '../../../kernel/i18n/useLanguage';
import { wrappingCardTitle } from '../cardStyles';
import { CardIconTitle } from '../CardIconTitle';

type ServiceKey = 'googlePageSpeed' | 'openai' | 'stripe' | 'sendgrid';

const services: { key: ServiceKey; name: string }[] = [
  { key: 'googlePageSpeed', name: 'Google PageSpeed' },
  { key: 'openai', name: 'OpenAI' },
  { key: 'stripe', name: 'Stripe' },
  { key: 'sendgrid', name: 'SendGrid' },
];

/**
 * The creator dashboard's API health card (`GET /api/health/check-apis`, every 30 s and on
 * demand): each service's status in its colour, its message and last error, and the summary.
 */
export function ApiHealthCard() {
  const primary = usePrimaryColour();
  const language = useLanguage();
  const health = useQuery(apiHealthQueryOptions(language));
  const refresh = (
    <Button size="small" icon={<ReloadOutlined />} loading={health.isFetching} onClick={() => void health.refetch()} data-testid="api-health-refresh">
      <Trans>Atualizar</Trans>
    </Button>
  );
  return (
    <Card
      data-testid="api-health"
      title={
        <CardIconTitle icon={<ApiOutlined style={{ color: primary }} aria-hidden="true" />}>
          <Trans>Status das APIs</Trans>
        </CardIconTitle>
      }
      extra={refresh}
      styles={wrappingCardTitle}
    >
      {health.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : health.error ? (
        <Flex vertical gap={12}>
          <Alert
            type="error"
            showIcon
            title={<Trans>Não foi possível verificar o status das APIs.</Trans>}
            description={health.error.message}
            action={
              <Button size="small" icon={<ReloadOutlined />} loading={health.isFetching} onClick={() => void health.refetch()}>
                <Trans>Tentar novamente</Trans>
              </Button>
            }
          />
          <Alert type="warning" showIcon title={<Trans>Algumas funcionalidades podem estar usando dados de fallback.</Trans>} />
        </Flex>
      ) : (
        <HealthList data={health.data} />
      )}
    </Card>
  );
}

function HealthList({ data }: { data: ApiHealthResponse }) {
  const language = useLanguage();
  const { working, total, errors } = data.summary;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong data-testid="api-health-summary" data-working={working} data-total={total} data-errors={errors}>
          <Trans>
            {working}/{total} funcionando · {errors} com erro
          </Trans>
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <Trans>Verificado em {formatDateTime(data.checkedAt, language)}</Trans>
        </Typography.Text>
      </Flex>
      {services.map(({ key, name }) => (
        <ServiceRow key={key} id={key} name={name} health={data[key]} />
      ))}
    </Flex>
  );
}

function ServiceRow({ id, name, health }: { id: ServiceKey; name: string; health: ApiServiceHealth }) {
  const language = useLanguage();
  const lastError = health.lastError;
  return (
    <Flex
      vertical
      gap={2}
      data-testid={`api-health-${id}`}
      data-status={health.status}
      style={{ paddingBlockStart: 10, borderBlockStart: '1px solid rgba(15, 23, 42, 0.08)' }}
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{name}</Typography.Text>
        <StatusTag status={health.status} />
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {health.message}
      </Typography.Text>
      {lastError && (
        <Typography.Text style={{ fontSize: 12, color: '#B91C1C' }}>
          <Trans>
            Último erro ({formatDateTime(lastError.at, language)}): {lastError.message}
          </Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}

function StatusTag({ status }: { status: ApiServiceHealth['status'] }) {
  const { t } = useLingui();
  const look: Record<ApiServiceHealth['status'], { color: string; icon: ReactNode; label: string }> = {
    working: { color: 'success', icon: <CheckCircleFilled />, label: t`Funcionando` },
    error: { color: 'error', icon: <CloseCircleFilled />, label: t`Erro` },
    not_configured: { color: 'default', icon: <MinusCircleFilled />, label: t`Não configurado` },
  };
  const { color, icon, label } = look[status];
  return (
    <Tag color={color} icon={icon} style={{ marginInlineEnd: 0 }}>
      {label}
    </Tag>
  );
}
