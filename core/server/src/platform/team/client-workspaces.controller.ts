import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireFeature, RequireRole, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { clientPluginSwitchSchema, clientWorkspaceSchema, teamIdParams, type ClientWorkspace, type ClientWorkspacesResponse } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { clientErrors } from './client-workspace-errors.js';
import { ClientWorkspacesService } from './client-workspaces.service.js';

const pluginIdPattern = /^[a-z][a-z0-9-]{0,62}$/;
const refusals = '402 without userManagement (Enterprise); 403 below admin; 404 for a workspace that is not one of this reseller’s clients.';

/** `/api/workspace/clients`: the session's workspace as a reseller, managing its clients' workspaces. */
@ApiTags('team')
@RequireRole('admin')
@RequireFeature('userManagement')
@Controller('workspace/clients')
export class ClientWorkspacesController {
  constructor(private readonly clients: ClientWorkspacesService) {}

  @Get()
  @ApiOkResponse({
    description: `ClientWorkspacesResponse: the clients (id, name, created, own members, plugins switched off) by name, and the limit. ${refusals}`,
  })
  list(@CurrentAuth() auth: AuthContext): Promise<ClientWorkspacesResponse> {
    return this.clients.list(auth.workspaceId);
  }

  @Post()
  @ApiCreatedResponse({
    description: `ClientWorkspace created, managed by the session's workspace. 403 CLIENT_OF_CLIENT in a client workspace; 409 CLIENT_LIMIT past the limit. ${refusals}`,
  })
  create(@ValidBody(clientWorkspaceSchema) body: z.output<typeof clientWorkspaceSchema>, @CurrentAuth() auth: AuthContext): Promise<ClientWorkspace> {
    return this.clients.create(auth, body.name);
  }

  @Patch(':id')
  @ApiOkResponse({ description: `ClientWorkspace renamed. ${refusals}` })
  rename(
    @ValidParams(teamIdParams) params: z.output<typeof teamIdParams>,
    @ValidBody(clientWorkspaceSchema) body: z.output<typeof clientWorkspaceSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<ClientWorkspace> {
    return this.clients.rename(auth, params.id, body.name);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({
    description: `{ success: true }: the client workspace and everything in it are deleted; sessions in it move to their users' own. ${refusals}`,
  })
  @BodyLess('deletes the client workspace named in the path')
  async remove(@ValidParams(teamIdParams) params: z.output<typeof teamIdParams>, @CurrentAuth() auth: AuthContext): Promise<{ success: true }> {
    await this.clients.remove(auth, params.id);
    return { success: true };
  }

  @Put(':id/plugins/:pluginId')
  @ApiOkResponse({ description: `ClientWorkspace after switching the plugin for that client. 404 also for a plugin this instance does not have. ${refusals}` })
  switchPlugin(
    @ValidParams(teamIdParams) params: z.output<typeof teamIdParams>,
    @Param('pluginId') pluginId: string,
    @ValidBody(clientPluginSwitchSchema) body: z.output<typeof clientPluginSwitchSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<ClientWorkspace> {
    if (!pluginIdPattern.test(pluginId)) throw clientErrors.pluginNotInstalled();
    return this.clients.switchPlugin(auth, params.id, pluginId, body.enabled);
  }
}
