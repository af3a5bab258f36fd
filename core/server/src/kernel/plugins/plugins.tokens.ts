export const MOUNTED_PLUGIN_MANIFESTS = Symbol('MOUNTED_PLUGIN_MANIFESTS');
/** `ReadonlyMap<controller class, PluginManifest>`: the plugin each mounted controller belongs to. */
export const PLUGIN_OF_CONTROLLER = Symbol('PLUGIN_OF_CONTROLLER');
/** `FoundWebBundles`: the mounted plugins' built web bundles (loading/web-bundles.ts), served under /api/plugins/<id>/web/. */
export const PLUGIN_WEB_BUNDLES = Symbol('PLUGIN_WEB_BUNDLES');
/** `ReadonlyMap<plugin id, WorkspaceSettings>`: the per-workspace settings each mounted plugin declares. */
export const MOUNTED_WORKSPACE_SETTINGS = Symbol('MOUNTED_WORKSPACE_SETTINGS');
