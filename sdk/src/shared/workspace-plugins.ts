import { z } from 'zod';
import type { FeatureKey } from './features.js';
import type { MessageDescriptor } from './messages.js';
import type { WorkspaceSettingsForm } from './workspace-settings.js';

/** Body of `PUT /api/workspace/plugins/:pluginId`: an owner or admin switches one installed plugin on or off for the workspace. */
export const workspacePluginSwitchSchema = z.object({ enabled: z.boolean() }).strict();

/** One installed plugin as the workspace sees it. */
export interface WorkspacePluginView {
  id: string;
  displayName: MessageDescriptor;
  /** The owner's switch (on unless switched off). */
  enabled: boolean;
  /** Switched on and every plugin it requires in use too. */
  inUse: boolean;
  requires: readonly string[];
  /** The plan feature it needs, or null; `includedInPlan` says whether the plan in force has it. */
  requiredFeature: FeatureKey | null;
  includedInPlan: boolean;
  /** Its per-workspace settings form (JSON Schema and labels), or null when it declares none; values at `GET /api/workspace/plugins/:id/settings`. */
  settings: WorkspaceSettingsForm | null;
}

/** Answer of `GET /api/workspace/plugins` (and of a switch). */
export interface WorkspacePluginsResponse {
  plugins: WorkspacePluginView[];
  /** Owners and admins of the workspace change the switches — of a client workspace, its reseller does (on its clients page). */
  canChange: boolean;
  /** The reseller that manages this client workspace and chooses its plugins, or null. */
  managedBy: { id: string; name: string } | null;
}
