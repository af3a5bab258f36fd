import type { NavItem, SidebarSection } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { sectionOrder } from './sectionLabels';

export interface NavGroup {
  section: SidebarSection;
  items: NavItem[];
}

/** The allowed plugins' nav items, grouped by sidebar section (in section order), each sorted by `order`. */
export function buildNavGroups(plugins: readonly WebPlugin[]): NavGroup[] {
  const items = plugins.flatMap((plugin) => plugin.manifest.navItems);
  return sectionOrder
    .map((section) => ({
      section,
      items: items
        .filter((item) => item.section === section)
        .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path)),
    }))
    .filter((group) => group.items.length > 0);
}

/** The nav path that matches `pathname` best (longest prefix), for the selected menu entry. */
export function selectedNavPath(paths: readonly string[], pathname: string): string | undefined {
  return paths
    .filter((path) => pathname === path || (path !== '/' && pathname.startsWith(`${path}/`)))
    .sort((a, b) => b.length - a.length)[0];
}
