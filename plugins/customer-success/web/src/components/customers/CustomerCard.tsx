import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckOutlined,
  CrownOutlined,
  DeleteOutlined,
  EditOutlined,
  MinusOutlined,
  ReloadOutlined,
  ShopOutlined,
  StarOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CustomerView } from '@otimiza/plugin-customer-success-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Button, Card, Col, Descriptions, Flex, Popconfirm, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { coloursOf, money, percentText } from '../../lib/health';
import { riskColours, useLabels } from '../../lib/labels';
import { FactorBar } from './FactorBar';
import { SiteAudits } from './SiteAudits';

const planIcons = { enterprise: <CrownOutlined />, professional: <StarOutlined />, starter: <ShopOutlined /> };
const trendIcons = { improving: <ArrowUpOutlined />, declining: <ArrowDownOutlined />, critical: <WarningOutlined />, stable: <MinusOutlined /> };

/** A client's card (Clientes): its alerts resolved by hand, and a client added by hand deleted, each after a confirmation. */
export function CustomerCard({
  customer,
  onRefresh,
  onEdit,
  onDelete,
  onResolveAlert,
  refreshing,
  deleting,
  resolvingAlert,
}: {
  customer: CustomerView;
  onRefresh(): void;
  onEdit(): void;
  onDelete(): void;
  onResolveAlert(id: string): void;
  refreshing: boolean;
  deleting: boolean;
  resolvingAlert: string | null;
}) {
  const { t, i18n } = useLingui();
  const labels = useLabels();
  const score = customer.healthScore;
  const colours = score === null ? null : coloursOf(score);
  const none = t`sem dados`;
  return (
    <Card size="small" data-testid="customer-card" aria-label={customer.customerName}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex gap={10} align="center" style={{ minWidth: 0 }}>
            <span aria-hidden="true" style={{ fontSize: 20 }}>
              {planIcons[customer.plan]}
            </span>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong ellipsis style={{ fontSize: 15 }}>
                {customer.customerName}
              </Typography.Text>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                {labels.plan[customer.plan]} · {customer.email || t`sem e-mail`}
                {customer.kind === 'workspace' ? ` · ${t`espaço de trabalho de cliente`}` : ''}
              </Typography.Text>
            </Flex>
          </Flex>
          <Space size={4} wrap>
            {customer.riskLevel ? (
              <Tag color={riskColours[customer.riskLevel]} data-testid="risk-badge">
                <Trans>Risco {labels.risk[customer.riskLevel]}</Trans>
              </Tag>
            ) : (
              <Tag>{t`Risco sem dados`}</Tag>
            )}
            <Tooltip title={t`Atualizar última atividade`}>
              <Button
                size="small"
                icon={<ReloadOutlined />}
                aria-label={t`Atualizar última atividade`}
                loading={refreshing}
                onClick={onRefresh}
                data-testid="refresh-customer"
              />
            </Tooltip>
            <Tooltip title={t`Editar cliente`}>
              <Button size="small" icon={<EditOutlined />} aria-label={t`Editar cliente`} onClick={onEdit} />
            </Tooltip>
            {/* A client workspace leaves on /clients, where the agency deletes the workspace itself. */}
            {customer.kind === 'manual' && (
              <Popconfirm
                title={t`Excluir ${customer.customerName}?`}
                description={t`O cliente e o seu histórico (alertas, tarefas, respostas e execuções) serão apagados.`}
                okText={t`Excluir`}
                cancelText={t`Cancelar`}
                okButtonProps={{ danger: true, loading: deleting }}
                onConfirm={onDelete}
              >
                <Tooltip title={t`Excluir cliente`}>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Excluir cliente`} loading={deleting} data-testid="delete-customer" />
                </Tooltip>
              </Popconfirm>
            )}
          </Space>
        </Flex>

        <Row gutter={[12, 12]} align="middle">
          <Col xs={24} sm={8}>
            <Flex
              vertical
              align="center"
              style={{ borderRadius: 8, padding: '8px 4px', background: colours?.background ?? '#F5F5F5', border: `1px solid ${colours?.border ?? '#E5E5E5'}` }}
              data-testid="health-score"
              data-band={customer.healthBand ?? 'none'}
            >
              <Typography.Text style={{ fontSize: 12, color: colours?.color }}>
                <Trans>Pontuação de saúde</Trans>
              </Typography.Text>
              <Typography.Text strong style={{ fontSize: 28, lineHeight: 1.1, color: colours?.color }}>
                {score ?? '—'}
              </Typography.Text>
              {score === null ? (
                <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
                  <Trans>Dados insuficientes: menos de 2 fatores medidos</Trans>
                </Typography.Text>
              ) : (
                <Typography.Text style={{ fontSize: 12, color: colours?.color }}>
                  <span aria-hidden="true">{trendIcons[customer.healthTrend]}</span> {labels.trend[customer.healthTrend]}
                </Typography.Text>
              )}
            </Flex>
          </Col>
          <Col xs={24} sm={16}>
            <Row gutter={[12, 8]}>
              {(['engagement', 'value', 'satisfaction', 'product'] as const).map((key) => (
                <Col key={key} xs={24} sm={12}>
                  <FactorBar label={labels.factor[key]} factor={customer.factors[key]} />
                </Col>
              ))}
            </Row>
          </Col>
        </Row>

        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 3 }}
          items={[
            {
              key: 'churn',
              label: t`Probabilidade de churn`,
              children: customer.churnProbability === null ? none : percentText(customer.churnProbability * 100, i18n.locale, 0),
            },
            { key: 'mrr', label: t`MRR`, children: money(customer.factors.value.mrr, i18n.locale) },
            { key: 'age', label: t`Idade da conta`, children: <Plural value={customer.accountAge} _0="# dias" one="# dia" other="# dias" /> },
            { key: 'logins', label: t`Acessos por mês`, children: customer.factors.engagement.loginFrequency ?? none },
            { key: 'csm', label: t`CSM`, children: customer.metadata.assignedCSM?.name ?? t`sem CSM` },
            { key: 'industry', label: t`Setor`, children: customer.metadata.industry || none },
            { key: 'size', label: t`Porte`, children: customer.metadata.companySize ? t`${customer.metadata.companySize} pessoas` : none },
            { key: 'activity', label: t`Última atividade`, children: formatDateTime(customer.lastActivity, i18n.locale) },
          ]}
        />

        <SiteAudits audits={customer.siteAudits} />

        {customer.alerts.length > 0 && (
          <Flex vertical gap={4} data-testid="customer-alerts">
            {customer.alerts.slice(0, 3).map((alert) => (
              <Flex key={alert.id} justify="space-between" align="center" gap={8} data-testid="customer-alert">
                <Typography.Text type="danger" style={{ fontSize: 13, minWidth: 0 }}>
                  <WarningOutlined aria-hidden="true" /> {alert.title}
                </Typography.Text>
                <Popconfirm
                  title={t`Marcar este alerta como resolvido?`}
                  description={t`Ele sai dos alertas do cliente e da carga de trabalho do CSM.`}
                  okText={t`Resolver`}
                  cancelText={t`Cancelar`}
                  okButtonProps={{ loading: resolvingAlert === alert.id }}
                  onConfirm={() => onResolveAlert(alert.id)}
                >
                  <Button size="small" type="text" icon={<CheckOutlined />} loading={resolvingAlert === alert.id} data-testid="resolve-alert">
                    <Trans>Resolver</Trans>
                  </Button>
                </Popconfirm>
              </Flex>
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
