import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/**
 * A workspace's saved values of one plugin's per-workspace settings (`defineServerPlugin({ workspaceSettings })`).
 * Without a row every field has its default; the values are read back through the plugin's schema as it is then.
 */
export const WorkspacePluginSettingsSchema = defineEntity({
  name: 'CoreWorkspacePluginSettings',
  tableName: 'core_workspace_plugin_settings',
  filters: workspaceFilter,
  uniques: [{ name: 'core_workspace_plugin_settings_once', properties: ['workspace', 'pluginId'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    pluginId: p.text().fieldName('plugin_id'),
    values: p.json<Record<string, unknown>>(),
  },
});
export type WorkspacePluginSettings = InferEntity<typeof WorkspacePluginSettingsSchema>;
