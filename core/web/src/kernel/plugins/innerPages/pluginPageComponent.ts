import type { WebPlugin, WebRoute } from '@otimiza/sdk/web';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadPluginPage } from '../loadPluginPage';

const pages = new WeakMap<WebRoute, LazyExoticComponent<ComponentType>>();

/**
 * A plugin route's page as a component, loaded the way the router loads it (the page's chunk and
 * the plugin's catalog), kept once loaded. `forgetPluginPage` drops a failed load so a retry loads again.
 */
export function pluginPageComponent(plugin: WebPlugin, route: WebRoute): LazyExoticComponent<ComponentType> {
  let page = pages.get(route);
  if (!page) {
    page = lazy(() => loadPluginPage(plugin, route));
    pages.set(route, page);
  }
  return page;
}

export function forgetPluginPage(route: WebRoute): void {
  pages.delete(route);
}
