import type { ComponentType } from 'react';
import type { AccessMode, FeatureKey, PlanId } from '../shared/index.js';

/**
 * The named places of the host a plugin may fill: on the dashboards, the row of figures at the
 * top, the wide main column and the narrow side column; `header.actions`, the signed-in shell's
 * header, beside the workspace switcher and the language switch, on every page — keep such a
 * widget small (an icon button with a badge), as it loads with the shell.
 */
export const dashboardSlots = ['dashboard.stats', 'dashboard.main', 'dashboard.side', 'header.actions'] as const;
export type DashboardSlot = (typeof dashboardSlots)[number];

/** What the host tells a widget about the dashboard (or the header) that shows it. */
export interface DashboardWidgetProps {
  /** The plan in force (after a temporary enterprise access or creator mode). */
  plan: PlanId;
  mode: AccessMode;
  /** The investor demo: the server refuses writes, so the widget shows stored data and disables actions. */
  readOnly: boolean;
}

/**
 * A component a plugin contributes to a dashboard slot. It is loaded only when a dashboard that
 * shows it renders (its own chunk), and only for the viewers its filters allow.
 */
export interface DashboardWidget {
  /** Unique within the plugin. */
  id: string;
  slot: DashboardSlot;
  /** Position within the slot, smaller first. */
  order: number;
  /** Only on the dashboards of these plans (the plan in force); every plan when absent. */
  plans?: readonly PlanId[];
  /** Only in these access modes; every mode when absent. */
  modes?: readonly AccessMode[];
  /** Only when the plan in force includes this feature. */
  requiredFeature?: FeatureKey;
  load: () => Promise<{ default: ComponentType<DashboardWidgetProps> }>;
}

/** Who looks at a dashboard: what a widget's filters are checked against. */
export interface DashboardViewer {
  plan: PlanId;
  mode: AccessMode;
  features: ReadonlySet<FeatureKey> | readonly FeatureKey[];
}

/** Whether a widget's plan, mode and feature filters let `viewer` see it. */
export function widgetAppliesTo(widget: DashboardWidget, viewer: DashboardViewer): boolean {
  if (widget.plans && !widget.plans.includes(viewer.plan)) return false;
  if (widget.modes && !widget.modes.includes(viewer.mode)) return false;
  if (widget.requiredFeature) {
    const features = viewer.features;
    const has = 'has' in features ? features.has(widget.requiredFeature) : features.includes(widget.requiredFeature);
    if (!has) return false;
  }
  return true;
}
