import { Module } from '@nestjs/common';
import { WorkspaceSettingsPort } from '@otimiza/sdk/server';
import { PluginsController } from './plugins.controller.js';
import { WorkspacePluginsController } from './workspace-plugins.controller.js';
import { WorkspacePluginSettingsService } from './workspace-plugin-settings.service.js';
import { WorkspacePluginsService } from './workspace-plugins.service.js';

/**
 * The mounted plugins as a workspace uses them: which ones a visitor may use (`GET /api/plugins`), the
 * workspace's switches and its per-workspace settings (`/api/workspace/plugins`), and
 * `WorkspaceSettingsPort` for the plugins. The mounting itself is the kernel's (plugins.module.ts).
 */
@Module({
  controllers: [PluginsController, WorkspacePluginsController],
  providers: [WorkspacePluginsService, WorkspacePluginSettingsService, { provide: WorkspaceSettingsPort, useExisting: WorkspacePluginSettingsService }],
  exports: [WorkspaceSettingsPort],
})
export class WorkspacePluginsModule {}
