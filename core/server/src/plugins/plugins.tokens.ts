export const MOUNTED_PLUGIN_MANIFESTS = Symbol('MOUNTED_PLUGIN_MANIFESTS');
/** `ReadonlyMap<controller class, PluginManifest>`: the plugin each mounted controller belongs to. */
export const PLUGIN_OF_CONTROLLER = Symbol('PLUGIN_OF_CONTROLLER');
