import type { DashboardWidgetProps, InterfaceLocale } from '@otimiza/sdk/web';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { i18n } from '../i18n/i18n';
import { loadPluginCatalog } from '../plugins/pluginCatalogs';
import { inPluginNamespace } from '../plugins/PluginI18nProvider';
import type { PlacedWidget } from './composeWidgetSlots';

const components = new Map<string, LazyExoticComponent<ComponentType<DashboardWidgetProps>>>();

/**
 * The widget's component, loaded on first render with the plugin's catalog (its own chunk), rendered
 * in the plugin's namespace and kept for the next dashboards. `forgetWidgetComponent` drops a failed load so a retry loads again.
 */
export function widgetComponent(entry: PlacedWidget): LazyExoticComponent<ComponentType<DashboardWidgetProps>> {
  let component = components.get(entry.key);
  if (!component) {
    component = lazy(async () => {
      const [module] = await Promise.all([entry.widget.load(), loadPluginCatalog(entry.plugin, i18n.locale as InterfaceLocale)]);
      return { default: inPluginNamespace(entry.plugin.manifest.id, module.default) };
    });
    components.set(entry.key, component);
  }
  return component;
}

export function forgetWidgetComponent(key: string): void {
  components.delete(key);
}
