import { List, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card's list of items, edge to edge, or the grey note `none` when there is none. */
export function ListOrNote<Item extends { id: string }>({ items, none, children }: { items: Item[]; none: ReactNode; children: (item: Item) => ReactNode }) {
  if (items.length === 0) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <List
      dataSource={items}
      renderItem={(item) => (
        <List.Item key={item.id} style={{ paddingInline: 0 }}>
          {children(item)}
        </List.Item>
      )}
    />
  );
}
