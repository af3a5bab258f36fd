import * as navIconSet from './navIconSet';
import type { ComponentType } from 'react';

/**
 * The host's icons a manifest may name (`NavItem.icon`), from navIconSet.ts, whose explicit list keeps the bundle to the
 * icons in use. A plugin that needs another ships it (`WebPlugin.navIcons`); a name found in
 * neither falls back to AppstoreOutlined, with a warning.
 */
const navIcons: Readonly<Record<string, ComponentType>> = navIconSet;

const warned = new Set<string>();

export function NavIcon({ name, shipped }: { name: string; shipped?: Readonly<Record<string, ComponentType>> }) {
  const Icon = shipped?.[name] ?? navIcons[name];
  if (Icon) return <Icon />;
  if (!warned.has(name)) {
    warned.add(name);
    console.warn(`Nav icon "${name}" is neither the host's nor shipped by a plugin (WebPlugin.navIcons): showing AppstoreOutlined.`);
  }
  return <navIconSet.AppstoreOutlined />;
}

/** The icons the given plugins ship, by name. */
export function shippedNavIcons(plugins: readonly { navIcons?: Readonly<Record<string, ComponentType>> }[]): Record<string, ComponentType> {
  return Object.assign({}, ...plugins.map((plugin) => plugin.navIcons ?? {}));
}
