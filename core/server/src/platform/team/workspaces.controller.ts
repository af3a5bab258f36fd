import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AllowViewer, CurrentAuth, ValidBody, type AuthContext } from '@otimiza/sdk/server';
import { switchWorkspaceSchema, type ApiUser, type WorkspaceSeats, type WorkspacesResponse } from '@otimiza/sdk/shared';
import type { Request } from 'express';
import type { z } from 'zod';
import { WorkspacesService } from './workspaces.service.js';

@ApiTags('team')
@Controller()
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get('workspaces')
  @ApiOkResponse({ description: "WorkspacesResponse: the user's workspaces (id, name, role, plan, current), the session's first." })
  list(@CurrentAuth() auth: AuthContext): Promise<WorkspacesResponse> {
    return this.workspaces.list(auth);
  }

  @Post('workspace/switch')
  @AllowViewer()
  @HttpCode(200)
  @ApiOkResponse({
    description: "{ user } in the chosen workspace, now the session's. 404 for a workspace the user is not a member of, exactly as for a missing one.",
  })
  switchWorkspace(@ValidBody(switchWorkspaceSchema) body: z.output<typeof switchWorkspaceSchema>, @Req() request: Request): Promise<{ user: ApiUser }> {
    return this.workspaces.switchTo(request, body.workspaceId);
  }

  @Get('workspace/seats')
  @ApiOkResponse({ description: 'WorkspaceSeats: members of the session’s workspace and the invitations still open (not accepted, not expired).' })
  seats(@CurrentAuth() auth: AuthContext): Promise<WorkspaceSeats> {
    return this.workspaces.seats(auth.workspaceId);
  }
}
