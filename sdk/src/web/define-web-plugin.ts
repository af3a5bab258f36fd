import type { ComponentType } from 'react';
import type { PluginManifest } from '../shared/manifest.js';
import { dashboardSlots, type DashboardWidget } from './dashboard-widgets.js';

export type Messages = Record<string, unknown>;
export type InterfaceLocale = 'pt-BR' | 'en';

/**
 * One page of a plugin. `path` is mounted by the host up front (so links and reloads work);
 * `load` is called only when the path is visited, so the page and everything it imports
 * form the plugin's own chunk.
 */
export interface WebRoute {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

export interface WebPlugin {
  manifest: PluginManifest;
  routes: readonly WebRoute[];
  /** Components the plugin contributes to the host's dashboards, each in a named slot. */
  widgets?: readonly DashboardWidget[];
  /** Compiled Lingui catalogs of the plugin, loaded with its pages. */
  messages: Record<InterfaceLocale, () => Promise<{ messages: Messages }>>;
  /**
   * Icons the plugin ships for its nav items, by the name its manifest's `NavItem.icon` gives
   * (e.g. `{ UptimeOutlined: LineChartOutlined }`): a name no plugin ships and the host does not
   * know shows the host's default icon, with a warning in the console.
   */
  navIcons?: Readonly<Record<string, ComponentType>>;
}

export function defineWebPlugin(plugin: WebPlugin): WebPlugin {
  for (const route of plugin.routes) {
    if (!route.path.startsWith('/')) throw new Error(`route "${route.path}" of plugin "${plugin.manifest.id}" must start with "/"`);
  }
  const ids = new Set<string>();
  for (const widget of plugin.widgets ?? []) {
    const name = `widget "${widget.id}" of plugin "${plugin.manifest.id}"`;
    if (ids.has(widget.id)) throw new Error(`${name} is declared twice`);
    ids.add(widget.id);
    if (!(dashboardSlots as readonly string[]).includes(widget.slot)) throw new Error(`${name} names an unknown slot "${widget.slot}"`);
    if (!Number.isInteger(widget.order)) throw new Error(`${name} must have an integer order`);
  }
  return plugin;
}
