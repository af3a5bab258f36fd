import { Flex, Grid, Radio, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs that fit a phone: antd's tabs where there is room; on a narrow screen the tab names wrap
 * as a row of buttons instead of hiding behind an overflow menu.
 */
export function ResponsiveTabs({ items, testId }: { items: TabItem[]; testId?: string }) {
  const compact = !Grid.useBreakpoint().md;
  const [active, setActive] = useState(items[0]?.key ?? '');
  if (!compact) return <Tabs activeKey={active} onChange={setActive} items={items} data-testid={testId} />;
  return (
    <Flex vertical gap={16} data-testid={testId}>
      <Radio.Group
        value={active}
        onChange={(event) => setActive(String(event.target.value))}
        optionType="button"
        buttonStyle="solid"
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}
        options={items.map((item) => ({ value: item.key, label: item.label, style: { borderRadius: 6, borderInlineStartWidth: 1 } }))}
      />
      <div>{items.find((item) => item.key === active)?.children}</div>
    </Flex>
  );
}
