import type { ComponentType } from 'react';
import type { FeatureKey } from '../shared/features.js';
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

/**
 * An inner page of the plan dashboards that a plugin serves:
 * `/?page=<key>` shows the page of the plugin's route `path` inside the dashboard's frame,
 * without leaving `/`. `/<key>` (and `/<demoSlug>`) also work as paths that open `path`.
 */
export interface InnerPageDeclaration {
  /** The `?page=` value, e.g. 'history': lower case, digits and dashes; unique across the installed plugins. */
  key: string;
  /** One of the plugin's own routes, e.g. '/analysis-history'. */
  path: string;
  /** The investor demo's route for the page, `/demo/{token}/<demoSlug>`; none: the demo does not show it. */
  demoSlug?: string;
  /**
   * In the investor demo, links to this page open the demo page of another key of the plugin
   * instead (the read-only demo shows the shared reports where the reports page would be).
   */
  demoAs?: string;
}

/** What the host gives a plugin's locked page: the plan feature that would open the plugin. */
export interface LockedPageProps {
  requiredFeature: FeatureKey;
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
  /** The plugin's routes that are also inner pages of the dashboards, by page key; the host composes them with its own. */
  innerPages?: readonly InnerPageDeclaration[];
  /**
   * The page shown on every route of the plugin while the plan holds it back (its own upgrade
   * offer, in the spec's words), loaded only then; without it the host shows its upgrade card.
   */
  lockedPage?: () => Promise<{ default: ComponentType<LockedPageProps> }>;
}

const pageKeyPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Checks one plugin's inner pages: keys and slugs well formed and unique, paths among its routes, `demoAs` a key of its own with a demo page. */
function assertInnerPages(plugin: WebPlugin): void {
  const pages = plugin.innerPages ?? [];
  const keys = new Set<string>();
  const slugs = new Set<string>();
  for (const page of pages) {
    const name = `inner page "${page.key}" of plugin "${plugin.manifest.id}"`;
    if (!pageKeyPattern.test(page.key)) throw new Error(`${name}: a page key is lower case letters, digits and dashes`);
    if (page.key === 'dashboard') throw new Error(`${name}: "dashboard" is the host's key of the dashboard itself`);
    if (keys.has(page.key)) throw new Error(`${name} is declared twice`);
    keys.add(page.key);
    if (!plugin.routes.some((route) => route.path === page.path)) throw new Error(`${name}: path "${page.path}" is not one of the plugin's routes`);
    if (page.demoSlug !== undefined) {
      if (!pageKeyPattern.test(page.demoSlug)) throw new Error(`${name}: demo slug "${page.demoSlug}" must be lower case letters, digits and dashes`);
      if (slugs.has(page.demoSlug)) throw new Error(`${name}: demo slug "${page.demoSlug}" is declared twice`);
      slugs.add(page.demoSlug);
      if (page.demoAs !== undefined) throw new Error(`${name}: give either demoSlug or demoAs`);
    }
  }
  for (const page of pages) {
    if (page.demoAs === undefined) continue;
    const target = pages.find((candidate) => candidate.key === page.demoAs);
    if (!target?.demoSlug)
      throw new Error(`inner page "${page.key}" of plugin "${plugin.manifest.id}": demoAs "${page.demoAs}" must be another of its keys with a demoSlug`);
  }
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
  assertInnerPages(plugin);
  return plugin;
}
