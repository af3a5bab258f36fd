import { Module, type DynamicModule } from '@nestjs/common';
import { pluginOfController, type ServerPlugin } from '@otimiza/sdk/server';
import { PluginsController } from './plugins.controller.js';
import { WorkspacePluginsController } from './workspace-plugins.controller.js';
import { WorkspacePluginsService } from './workspace-plugins.service.js';
import { MOUNTED_PLUGIN_MANIFESTS, PLUGIN_OF_CONTROLLER } from './plugins.tokens.js';

/** Mounts each selected plugin's module and serves their manifests (global: entitlements read them too). */
@Module({})
export class PluginsModule {
  static forRoot(plugins: readonly ServerPlugin[]): DynamicModule {
    return {
      module: PluginsModule,
      global: true,
      imports: plugins.map((plugin) => plugin.module),
      controllers: [PluginsController, WorkspacePluginsController],
      providers: [
        { provide: MOUNTED_PLUGIN_MANIFESTS, useValue: plugins.map((plugin) => plugin.manifest) },
        { provide: PLUGIN_OF_CONTROLLER, useValue: pluginOfController(plugins) },
        WorkspacePluginsService,
      ],
      exports: [PLUGIN_OF_CONTROLLER, MOUNTED_PLUGIN_MANIFESTS],
    };
  }
}
