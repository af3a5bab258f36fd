import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { Link, useLocation } from '@tanstack/react-router';
import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useSearchParam } from '../app/searchParams';
import { dashboardKey, installedPageKeys, pageKeyParam } from '../plugins/innerPages/pageKeys';
import { homePageLink } from '../plugins/innerPages/pageLinks';
import { NavIcon, shippedNavIcons } from './navIcons';
import { hostNavItems } from './hostNavItems';
import { usePluginText } from '../plugins/usePluginText';
import { buildNavGroups, selectedNavPath } from './navItems';
import { sectionLabels } from './sectionLabels';
import type { ShellParts } from './shellParts';

type MenuItem = NonNullable<MenuProps['items']>[number];

function useMenuItems(plugins: readonly WebPlugin[], user: ApiUser, onHome: boolean, useOwnMenu: ShellParts['useOwnMenu']): MenuItem[] {
  const { i18n, t } = useLingui();
  const pluginText = usePluginText();
  const groups = useMemo(() => buildNavGroups(plugins, hostNavItems), [plugins]);
  const shipped = useMemo(() => shippedNavIcons(plugins), [plugins]);
  const ownMenu = useOwnMenu(user);

  // A session with a menu of its own (the investor demo's pages under /demo/{token}).
  if (ownMenu) return ownMenu.map((entry) => ({ key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> }));

  return [
    { key: '/', icon: <HomeOutlined />, label: <Link to="/">{t`Início`}</Link> },
    ...(user.isAdmin ? [{ key: '/admin/users', icon: <TeamOutlined />, label: <Link to="/admin/users">{t`Usuários`}</Link> }] : []),
    ...groups.map((group): MenuItem => ({
      type: 'group',
      key: `section:${group.section}`,
      label: i18n._(sectionLabels[group.section]),
      children: group.items.map((item) => ({
        key: item.path,
        icon: <NavIcon name={item.icon} shipped={shipped} />,
        // On the home, the dashboard's inner pages switch by page key without leaving `/`.
        label: (
          <Link {...(onHome ? homePageLink(item.path) : { to: item.path })}>{item.pluginId ? pluginText(item.pluginId, item.label) : i18n._(item.label)}</Link>
        ),
      })),
    })),
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
export function SidebarNav({
  plugins,
  user,
  useOwnMenu,
  collapsed,
}: {
  plugins: readonly WebPlugin[];
  user: ApiUser;
  useOwnMenu: ShellParts['useOwnMenu'];
  collapsed: boolean;
}) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const pageKey = installedPageKeys.keyOf(useSearchParam(pageKeyParam));
  const onHome = pathname === '/' && user.mode !== 'demo';
  const items = useMenuItems(plugins, user, onHome, useOwnMenu);
  const shown = collapsed ? items.map((item) => (item && 'type' in item && item.type === 'group' ? { ...item, label: null } : item)) : items;
  // On the home, the entry of the inner page shown is the selected one.
  const current = (onHome && pageKey !== null && pageKey !== dashboardKey ? installedPageKeys.pathOf(pageKey) : null) ?? pathname;
  const selected = selectedNavPath(keysOf(items), current);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={shown}
      selectedKeys={selected ? [selected] : []}
      className={collapsed ? undefined : 'otimiza-sidebar-open'}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
