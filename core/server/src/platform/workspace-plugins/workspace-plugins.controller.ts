import { Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, RequestLanguage, RequireRole, ValidBody } from '@otimiza/sdk/server';
import {
  workspacePluginSettingsBodySchema,
  workspacePluginSwitchSchema,
  type Language,
  type WorkspacePluginSettingsResponse,
  type WorkspacePluginsResponse,
} from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { WorkspacePluginsService } from './workspace-plugins.service.js';
import { WorkspacePluginSettingsService } from './workspace-plugin-settings.service.js';

const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

const notInstalled = () => new ApiError('NOT_FOUND', 404, { pt: 'Plugin não instalado nesta instância.', en: 'Plugin not installed on this instance.' });

@ApiTags('plugins')
@Controller('workspace/plugins')
export class WorkspacePluginsController {
  constructor(
    private readonly plugins: WorkspacePluginsService,
    private readonly settings: WorkspacePluginSettingsService,
  ) {}

  @Get()
  @ApiOkResponse({
    description: 'WorkspacePluginsResponse: every installed plugin with the workspace’s switch, whether it is in use and whether the plan includes it.',
  })
  list(@Req() request: RequestWithIdentity): Promise<WorkspacePluginsResponse> {
    return this.plugins.list(currentIdentity(request));
  }

  @Put(':pluginId')
  @RequireRole('admin')
  @ApiOkResponse({
    description:
      'WorkspacePluginsResponse after the switch. 403 for a member or viewer (owners and admins switch); 404 for a plugin this instance does not have.',
  })
  switchPlugin(
    @Param('pluginId') pluginId: string,
    @ValidBody(workspacePluginSwitchSchema) body: z.output<typeof workspacePluginSwitchSchema>,
    @Req() request: RequestWithIdentity,
  ): Promise<WorkspacePluginsResponse> {
    if (!pluginIdPattern.test(pluginId)) throw notInstalled();
    return this.plugins.switchPlugin(currentIdentity(request), pluginId, body.enabled);
  }

  @Get(':pluginId/settings')
  @ApiOkResponse({
    description:
      'WorkspacePluginSettingsResponse: the plugin’s per-workspace settings form (JSON Schema and pt/en labels) and the workspace’s values, defaults where none was saved. 404 for a plugin not installed or without settings.',
  })
  readSettings(@Param('pluginId') pluginId: string, @Req() request: RequestWithIdentity): Promise<WorkspacePluginSettingsResponse> {
    if (!pluginIdPattern.test(pluginId)) throw notInstalled();
    return this.settings.get(currentIdentity(request), pluginId);
  }

  @Put(':pluginId/settings')
  @RequireRole('admin')
  @ApiOkResponse({
    description:
      'WorkspacePluginSettingsResponse after the save. Every value is checked with the plugin’s schema first (400 VALIDATION_ERROR naming each field by its label, nothing saved); 403 for a member or viewer; 404 for a plugin not installed or without settings.',
  })
  writeSettings(
    @Param('pluginId') pluginId: string,
    @ValidBody(workspacePluginSettingsBodySchema) body: z.output<typeof workspacePluginSettingsBodySchema>,
    @RequestLanguage() language: Language,
    @Req() request: RequestWithIdentity,
  ): Promise<WorkspacePluginSettingsResponse> {
    if (!pluginIdPattern.test(pluginId)) throw notInstalled();
    return this.settings.put(currentIdentity(request), pluginId, body.values, language);
  }
}
