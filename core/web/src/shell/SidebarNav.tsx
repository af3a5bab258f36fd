import { HomeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { WebPlugin } from '@otimiza/sdk/web';
import { Link, useLocation } from '@tanstack/react-router';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { NavIcon } from './navIcons';
import { buildNavGroups, selectedNavPath } from './navItems';
import { sectionLabels } from './sectionLabels';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Home, then the allowed plugins' nav items grouped by section. */
export function SidebarNav({ plugins, collapsed }: { plugins: readonly WebPlugin[]; collapsed: boolean }) {
  const { i18n, t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const groups = useMemo(() => buildNavGroups(plugins), [plugins]);

  const items: MenuItem[] = [
    { key: '/', icon: <HomeOutlined />, label: <Link to="/">{t`Início`}</Link> },
    ...groups.map(
      (group): MenuItem => ({
        type: 'group',
        key: `section:${group.section}`,
        label: collapsed ? null : i18n._(sectionLabels[group.section]),
        children: group.items.map((item) => ({
          key: item.path,
          icon: <NavIcon name={item.icon} />,
          label: <Link to={item.path}>{i18n._(item.label)}</Link>,
        })),
      }),
    ),
  ];
  const paths = ['/', ...groups.flatMap((group) => group.items.map((item) => item.path))];
  const selected = selectedNavPath(paths, pathname);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
