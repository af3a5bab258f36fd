import { Grid, Tabs, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export interface PageTab {
  key: string;
  icon: ReactNode;
  /** Visible text; also the tab's accessible name when only its icon shows. */
  label: string;
  content: ReactNode;
}

interface PageTabsProps {
  tabs: readonly PageTab[];
  activeKey: string;
  onChange(key: string): void;
  /** Unmounts a tab's content when another is chosen (its queries stop refreshing). */
  destroyOnHidden?: boolean;
  'data-testid'?: string;
}

/**
 * The tabs of an area page. On a phone the five or six labels of an area overflow antd's tab bar,
 * whose hidden tabs then sit in a menu and a tap on a half-shown one scrolls the bar instead of
 * choosing it: below the `sm` breakpoint every tab shows its icon (the label as its accessible
 * name and tooltip) and only the chosen one its label too, so they all fit in 390 px.
 */
export function PageTabs({ tabs, activeKey, onChange, destroyOnHidden, 'data-testid': testId }: PageTabsProps) {
  const screens = Grid.useBreakpoint();
  const compact = screens.sm === false;
  return (
    <Tabs
      data-testid={testId}
      activeKey={activeKey}
      onChange={onChange}
      tabBarGutter={compact ? 4 : undefined}
      destroyOnHidden={destroyOnHidden}
      items={tabs.map((tab) => ({
        key: tab.key,
        label:
          compact && tab.key !== activeKey ? (
            <Tooltip title={tab.label}>
              <span aria-label={tab.label} style={{ display: 'inline-block', padding: '0 10px' }}>
                {tab.icon}
              </span>
            </Tooltip>
          ) : (
            <span>
              {tab.icon} {tab.label}
            </span>
          ),
        children: tab.content,
      }))}
    />
  );
}
