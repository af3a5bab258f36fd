import type { MessageDescriptor } from '@lingui/core';
import type { NavItem, SidebarSection } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { sectionOrder } from './sectionLabels';

/** A sidebar entry: a plugin manifest's nav item (its label read in that plugin's namespace), or one of the host's own pages. */
export type ShellNavItem = Omit<NavItem, 'label'> & { label: MessageDescriptor; pluginId?: string };

export interface NavGroup {
  section: SidebarSection;
  items: ShellNavItem[];
}

/**
 * The host's own entries and the allowed plugins' nav items, grouped by sidebar section (in
 * section order), each sorted by `order`.
 */
export function buildNavGroups(plugins: readonly WebPlugin[], hostItems: readonly ShellNavItem[] = []): NavGroup[] {
  const pluginItems = plugins.flatMap((plugin) => plugin.manifest.navItems.map((item) => ({ ...item, pluginId: plugin.manifest.id })));
  const items: ShellNavItem[] = [...hostItems, ...pluginItems];
  return sectionOrder
    .map((section) => ({
      section,
      items: items.filter((item) => item.section === section).sort((a, b) => a.order - b.order || a.path.localeCompare(b.path)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The nav path that matches `pathname` best (longest prefix), for the selected menu entry. */
export function selectedNavPath(paths: readonly string[], pathname: string): string | undefined {
  return paths.filter((path) => pathname === path || (path !== '/' && pathname.startsWith(`${path}/`))).sort((a, b) => b.length - a.length)[0];
}
