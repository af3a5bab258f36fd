import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TemplateView } from '@otimiza/plugin-notifications-shared';
import { Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatCount, formatPercent } from '../../lib/format';
import { templateCategoryLabels } from '../../lib/labels';
import { FigureTile } from '@otimiza/sdk/web';

/** A template with its usage figures (counted from its deliveries) and its actions. */
export function TemplateCard({
  template,
  onEdit,
  onPreview,
  onDelete,
}: {
  template: TemplateView;
  onEdit: () => void;
  onPreview: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useInterfaceLanguage();
  const usage = template.usage;
  const conversion = formatPercent(usage.conversionRate, locale);
  return (
    <Card size="small" data-testid="template-card" data-name={template.name}>
      <Flex vertical gap={10}>
        <Flex justify="space-between" align="flex-start" gap={8} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Typography.Text strong>{template.name}</Typography.Text>
            <Flex gap={6} wrap>
              <Tag color="blue">{i18n._(templateCategoryLabels[template.category])}</Tag>
              {template.isActive ? (
                <Tag color="green">
                  <Trans>Ativo</Trans>
                </Tag>
              ) : (
                <Tag>
                  <Trans>Inativo</Trans>
                </Tag>
              )}
            </Flex>
          </Flex>
          <Flex gap={4} wrap>
            <Button size="small" icon={<EyeOutlined />} onClick={onPreview}>
              <Trans>Pré-visualizar</Trans>
            </Button>
            <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={t`Editar ${template.name}`} />
            <Popconfirm
              title={t`Excluir este template?`}
              okText={t`Excluir`}
              cancelText={t`Cancelar`}
              okButtonProps={{ danger: true }}
              onConfirm={() => onDelete().catch(() => undefined)}
            >
              <Button size="small" danger icon={<DeleteOutlined />} aria-label={t`Excluir ${template.name}`} />
            </Popconfirm>
          </Flex>
        </Flex>
        <Typography.Text type="secondary" ellipsis>
          <Trans>Assunto:</Trans> {template.subject}
        </Typography.Text>
        {template.variables.length > 0 && (
          <Flex gap={4} wrap>
            {template.variables.map((name) => (
              <Tag key={name} variant="outlined" style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}>{`{{${name}}}`}</Tag>
            ))}
          </Flex>
        )}
        {usage.sent === 0 ? (
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Trans>Ainda não usado em nenhum envio.</Trans>
          </Typography.Text>
        ) : (
          <Flex gap={16} wrap>
            <FigureTile label={<Trans>Enviados</Trans>} value={formatCount(usage.sent, locale)} />
            <FigureTile label={<Trans>Entregues</Trans>} value={formatCount(usage.delivered, locale)} />
            <FigureTile label={<Trans>Abertos</Trans>} value={formatCount(usage.opened, locale)} />
            <FigureTile label={<Trans>Cliques</Trans>} value={formatCount(usage.clicked, locale)} />
            <FigureTile label={<Trans>Conversão</Trans>} value={conversion ?? '—'} />
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
