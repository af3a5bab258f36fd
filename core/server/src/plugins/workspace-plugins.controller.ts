import { Controller, Get, Param, Put, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, RequireRole, ValidBody } from '@otimiza/sdk/server';
import { workspacePluginSwitchSchema, type WorkspacePluginsResponse } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { currentIdentity, type RequestWithIdentity } from '../accounts/current-identity.js';
import { WorkspacePluginsService } from './workspace-plugins.service.js';

const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;

@ApiTags('plugins')
@Controller('workspace/plugins')
export class WorkspacePluginsController {
  constructor(private readonly plugins: WorkspacePluginsService) {}

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
    if (!pluginIdPattern.test(pluginId))
      throw new ApiError('NOT_FOUND', 404, { pt: 'Plugin não instalado nesta instância.', en: 'Plugin not installed on this instance.' });
    return this.plugins.switchPlugin(currentIdentity(request), pluginId, body.enabled);
  }
}
