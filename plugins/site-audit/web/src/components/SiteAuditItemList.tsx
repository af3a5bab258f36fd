import { AppstoreOutlined, DeleteOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteAuditItemView } from '@otimiza/plugin-site-audit-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Button, Card, Empty, Flex, Popconfirm, Typography } from 'antd';
import { useDeleteSiteAuditItem } from '../hooks/useDeleteSiteAuditItem';

/** The workspace's items, newest first, each with its delete button; a friendly card when there is none. */
export function SiteAuditItemList({ items }: { items: readonly SiteAuditItemView[] }) {
  const remove = useDeleteSiteAuditItem();
  if (items.length === 0) {
    return (
      <Card data-testid="site-audit-empty">
        <Empty
          image={<AppstoreOutlined aria-hidden="true" style={{ fontSize: 48, color: '#94A3B8' }} />}
          styles={{ image: { height: 56 } }}
          description={<Trans>Nenhum item ainda. Adicione o primeiro com o formulário acima.</Trans>}
        />
      </Card>
    );
  }
  return (
    <Flex vertical gap={12} data-testid="site-audit-items">
      {items.map((item) => (
        <ItemCard
          key={item.id}
          item={item}
          deleting={remove.isPending && remove.variables === item.id}
          onDelete={() => remove.mutateAsync(item.id).catch(() => undefined)}
        />
      ))}
    </Flex>
  );
}

function ItemCard({ item, deleting, onDelete }: { item: SiteAuditItemView; deleting: boolean; onDelete: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const name = item.name;
  const created = formatDateTime(item.createdAt, i18n.locale);
  return (
    <Card size="small">
      <Flex justify="space-between" align="flex-start" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{name}</Typography.Text>
          {item.description && <Typography.Paragraph style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>{item.description}</Typography.Paragraph>}
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            <Trans>Criado em {created}</Trans>
          </Typography.Text>
        </div>
        <Popconfirm title={t`Excluir este item?`} okText={t`Excluir`} cancelText={t`Cancelar`} okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button danger icon={<DeleteOutlined />} loading={deleting} aria-label={t`Excluir ${name}`} />
        </Popconfirm>
      </Flex>
    </Card>
  );
}
