import { AppstoreOutlined, DeleteOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Button, Card, Empty, Flex, Popconfirm, Typography } from 'antd';
import { useDelete__PASCAL__Item } from '../hooks/useDelete__PASCAL__Item';

/** The workspace's items, newest first, each with what its latest audit says and its delete button; a friendly card when there is none. */
export function __PASCAL__ItemList({ items }: { items: readonly __PASCAL__ItemView[] }) {
  const remove = useDelete__PASCAL__Item();
  if (items.length === 0) {
    return (
      <Card data-testid="__ID__-empty">
        <Empty
          image={<AppstoreOutlined aria-hidden="true" style={{ fontSize: 48, color: '#94A3B8' }} />}
          styles={{ image: { height: 56 } }}
          description={<Trans>Nenhum item ainda. Adicione o primeiro com o formulário acima.</Trans>}
        />
      </Card>
    );
  }
  return (
    <Flex vertical gap={12} data-testid="__ID__-items">
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

/** What the last check found: the latest audit's score, no audit, or no check yet. */
function LatestAudit({ item }: { item: __PASCAL__ItemView }) {
  const { i18n } = useLingui();
  if (!item.checkedAt) return <Trans>Ainda não verificado: a verificação roda a cada minuto.</Trans>;
  const checked = formatDateTime(item.checkedAt, i18n.locale);
  if (item.performance === null || !item.analysedAt) return <Trans>Nenhuma análise deste endereço ainda (verificado em {checked}).</Trans>;
  const performance = item.performance;
  const analysed = formatDateTime(item.analysedAt, i18n.locale);
  return <Trans>Desempenho {performance} na análise de {analysed} (verificado em {checked}).</Trans>;
}

function ItemCard({ item, deleting, onDelete }: { item: __PASCAL__ItemView; deleting: boolean; onDelete: () => Promise<unknown> }) {
  const { t } = useLingui();
  const name = item.name;
  return (
    <Card size="small">
      <Flex justify="space-between" align="flex-start" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Paragraph style={{ margin: '4px 0 0', overflowWrap: 'anywhere' }}>{item.url}</Typography.Paragraph>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            <LatestAudit item={item} />
          </Typography.Text>
        </div>
        <Popconfirm title={t`Excluir este item?`} okText={t`Excluir`} cancelText={t`Cancelar`} okButtonProps={{ danger: true }} onConfirm={onDelete}>
          <Button danger icon={<DeleteOutlined />} loading={deleting} aria-label={t`Excluir ${name}`} />
        </Popconfirm>
      </Flex>
    </Card>
  );
}
