import { dashboardSlots, widgetAppliesTo, type DashboardSlot, type DashboardViewer, type DashboardWidget, type WebPlugin } from '@otimiza/sdk/web';

/** A widget placed in a slot, with the plugin that contributed it. */
export interface PlacedWidget {
  /** `<pluginId>:<widgetId>`, unique on a dashboard. */
  key: string;
  plugin: WebPlugin;
  widget: DashboardWidget;
}

export type WidgetSlots = Readonly<Record<DashboardSlot, readonly PlacedWidget[]>>;

/**
 * The widgets of the allowed plugins that `viewer` may see, by slot, each slot sorted by order
 * (then by key, so that the layout never depends on the registry's order).
 */
export function composeWidgetSlots(plugins: readonly WebPlugin[], viewer: DashboardViewer): WidgetSlots {
  const placed = plugins.flatMap((plugin) =>
    (plugin.widgets ?? [])
      .filter((widget) => widgetAppliesTo(widget, viewer))
      .map((widget): PlacedWidget => ({ key: `${plugin.manifest.id}:${widget.id}`, plugin, widget })),
  );
  const slots = Object.fromEntries(
    dashboardSlots.map((slot) => [
      slot,
      placed.filter((entry) => entry.widget.slot === slot).sort((a, b) => a.widget.order - b.widget.order || a.key.localeCompare(b.key)),
    ]),
  );
  return slots as unknown as WidgetSlots;
}
