import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { workspaceFilter, workspaceOwnedProperties, uuidPrimaryKey } from '@otimiza/sdk/server';

/**
 * A workspace's choice about one installed plugin. Without a row the plugin is on: a plugin
 * installed later reaches every workspace, and only what an owner switched off is stored.
 */
export const WorkspacePluginSchema = defineEntity({
  name: 'CoreWorkspacePlugin',
  tableName: 'core_workspace_plugin',
  filters: workspaceFilter,
  uniques: [{ name: 'core_workspace_plugin_once', properties: ['workspace', 'pluginId'] }],
  properties: {
    id: uuidPrimaryKey(),
    ...workspaceOwnedProperties(),
    pluginId: p.text().fieldName('plugin_id'),
    enabled: p.boolean(),
  },
});
export type WorkspacePlugin = InferEntity<typeof WorkspacePluginSchema>;
