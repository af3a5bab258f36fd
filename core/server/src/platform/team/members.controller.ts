import { Controller, Delete, Get, HttpCode, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, RequireFeature, RequireRole, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { memberRoleChangeSchema, teamIdParams, type TeamMembersResponse } from '@otimiza/sdk/shared';
import type { z } from 'zod';
import { MembersService } from './members.service.js';

const refusals =
  '403 below admin, OWNER_PROTECTED for an admin on an owner (or making one); 409 LAST_OWNER for the last owner; 404 for a user who is not a member of this workspace.';

@ApiTags('team')
@RequireRole('admin')
@Controller('workspace/members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @ApiOkResponse({
    description:
      'TeamMembersResponse: every member with name, e-mail, role and when they joined (on every plan: the owner alone without userManagement). 403 below admin.',
  })
  list(@CurrentAuth() auth: AuthContext): Promise<TeamMembersResponse> {
    return this.members.list(auth.workspaceId);
  }

  @Patch(':id')
  @RequireFeature('userManagement')
  @ApiOkResponse({ description: `TeamMembersResponse after the change. 402 without userManagement (Enterprise); ${refusals}` })
  changeRole(
    @ValidParams(teamIdParams) params: z.output<typeof teamIdParams>,
    @ValidBody(memberRoleChangeSchema) body: z.output<typeof memberRoleChangeSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<TeamMembersResponse> {
    return this.members.changeRole(auth, params.id, body.role);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOkResponse({
    description: `TeamMembersResponse after the removal; the member's sessions in this workspace move to their own. On every plan: taking access away needs no plan. ${refusals}`,
  })
  @BodyLess('removes the member named in the path')
  remove(@ValidParams(teamIdParams) params: z.output<typeof teamIdParams>, @CurrentAuth() auth: AuthContext): Promise<TeamMembersResponse> {
    return this.members.remove(auth, params.id);
  }
}
