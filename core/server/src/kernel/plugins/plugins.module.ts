import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { pluginOfController, type ServerPlugin } from '@otimiza/sdk/server';
import { MOUNTED_PLUGIN_MANIFESTS, MOUNTED_WORKSPACE_SETTINGS, PLUGIN_OF_CONTROLLER, PLUGIN_WEB_BUNDLES } from './plugins.tokens.js';
import { pluginSourcesOf } from './loading/installed-server-plugins.js';
import { findWebBundles, type FoundWebBundles } from './loading/web-bundles.js';

/** The mounted plugins' web bundles, found where their server packages are; a mounted plugin's bundle that cannot be served is logged. */
function mountedWebBundles(plugins: readonly ServerPlugin[]): FoundWebBundles {
  const found = findWebBundles(
    pluginSourcesOf(process.env),
    plugins.map((plugin) => plugin.manifest.id),
  );
  for (const { id, reason } of found.refused) new Logger('PluginWebBundles').warn(`plugin "${id}" has no web pages: ${reason}`);
  return found;
}

/**
 * Mounts each selected plugin's module and provides their manifests, web bundles and settings
 * schemas (what a workspace makes of them is the platform's workspace-plugins module). Global, the one place a plugin's
 * module is: plugins are loaded at run time and never import each other's modules, so the ports a
 * plugin's module exports reach the core and the plugins that inject them through these re-exports
 * (and entitlements read the manifests).
 */
@Module({})
export class PluginsModule {
  static forRoot(plugins: readonly ServerPlugin[]): DynamicModule {
    return {
      module: PluginsModule,
      global: true,
      imports: plugins.map((plugin) => plugin.module),
      providers: [
        { provide: MOUNTED_PLUGIN_MANIFESTS, useValue: plugins.map((plugin) => plugin.manifest) },
        { provide: PLUGIN_OF_CONTROLLER, useValue: pluginOfController(plugins) },
        { provide: PLUGIN_WEB_BUNDLES, useFactory: () => mountedWebBundles(plugins) },
        {
          provide: MOUNTED_WORKSPACE_SETTINGS,
          useValue: new Map(plugins.flatMap((plugin) => (plugin.workspaceSettings ? [[plugin.manifest.id, plugin.workspaceSettings] as const] : []))),
        },
      ],
      exports: [PLUGIN_OF_CONTROLLER, MOUNTED_PLUGIN_MANIFESTS, PLUGIN_WEB_BUNDLES, MOUNTED_WORKSPACE_SETTINGS, ...plugins.map((plugin) => plugin.module)],
    };
  }
}
