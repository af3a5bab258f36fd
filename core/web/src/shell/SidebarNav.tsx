import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { Link, useLocation } from '@tanstack/react-router';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { demoPath, demoSections } from '../demo/demoSections';
import { NavIcon } from './navIcons';
import { hostNavItems } from './hostNavItems';
import { buildNavGroups, selectedNavPath } from './navItems';
import { sectionLabels } from './sectionLabels';

type MenuItem = NonNullable<MenuProps['items']>[number];

function useMenuItems(plugins: readonly WebPlugin[], user: ApiUser): MenuItem[] {
  const { i18n, t } = useLingui();
  const groups = useMemo(() => buildNavGroups(plugins, hostNavItems), [plugins]);

  // The investor demo has its own pages under /demo/{token} (spec 000 §2, Demo routes).
  if (user.mode === 'demo' && user.demo) {
    const token = user.demo.token;
    return [
      { key: demoPath(token), icon: <HomeOutlined />, label: <Link to={demoPath(token)}>{t`Painel`}</Link> },
      ...demoSections.map((section) => ({
        key: demoPath(token, section.slug),
        icon: <NavIcon name={section.icon} />,
        label: <Link to={demoPath(token, section.slug)}>{i18n._(section.label)}</Link>,
      })),
    ];
  }

  return [
    { key: '/', icon: <HomeOutlined />, label: <Link to="/">{t`Início`}</Link> },
    ...(user.isAdmin
      ? [{ key: '/admin/users', icon: <TeamOutlined />, label: <Link to="/admin/users">{t`Usuários`}</Link> }]
      : []),
    ...groups.map(
      (group): MenuItem => ({
        type: 'group',
        key: `section:${group.section}`,
        label: i18n._(sectionLabels[group.section]),
        children: group.items.map((item) => ({
          key: item.path,
          icon: <NavIcon name={item.icon} />,
          label: <Link to={item.path}>{i18n._(item.label)}</Link>,
        })),
      }),
    ),
  ];
}

function keysOf(items: MenuItem[]): string[] {
  return items.flatMap((item) => {
    if (!item) return [];
    if ('children' in item && item.children) return keysOf(item.children as MenuItem[]);
    return typeof item.key === 'string' ? [item.key] : [];
  });
}

/** Home (and Usuários for administrators), then the host's pages and the allowed plugins' nav items grouped by section. */
export function SidebarNav({ plugins, user, collapsed }: { plugins: readonly WebPlugin[]; user: ApiUser; collapsed: boolean }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const items = useMenuItems(plugins, user);
  const shown = collapsed
    ? items.map((item) => (item && 'type' in item && item.type === 'group' ? { ...item, label: null } : item))
    : items;
  const selected = selectedNavPath(keysOf(items), pathname);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={shown}
      selectedKeys={selected ? [selected] : []}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
