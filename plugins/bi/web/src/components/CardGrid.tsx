import { ScrollArea } from '@otimiza/sdk/web';
import { Col, Row } from 'antd';
import type { Key, ReactNode } from 'react';

/** A tab's cards in a named scroll area: three a row on a wide screen, two on a tablet, one on a phone. */
export function CardGrid<Item>({
  label,
  testId,
  items,
  keyOf,
  children,
}: {
  label: string;
  testId: string;
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  children: (item: Item) => ReactNode;
}) {
  return (
    <ScrollArea label={label} testId={testId}>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={keyOf(item)} xs={24} md={12} xl={8}>
            {children(item)}
          </Col>
        ))}
      </Row>
    </ScrollArea>
  );
}
