import { Controller, Delete, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAuth, ValidBody, ValidParams, type AuthContext, BodyLess } from '@otimiza/sdk/server';
import { adminUpdateUserSchema, type AdminUserRow } from '@otimiza/sdk/shared';
import { z } from 'zod';
import { AdminUsersService } from './admin-users.service.js';

const userIdSchema = z.object({ id: z.uuid() });

/** Instance administrators (ADMIN_EMAILS): list users, grant a plan apart from what a workspace pays for, remove the grant. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOkResponse({ description: '{ users } with verification, the plan in force, the paid plan and the administrator’s grant.' })
  async list(): Promise<{ users: AdminUserRow[] }> {
    return { users: await this.users.list() };
  }

  @Patch(':id')
  @ApiOkResponse({ description: "Grants a plan to the user's workspace (free removes the grant); billing events never overwrite it: { user }." })
  async update(
    @ValidParams(userIdSchema) params: z.output<typeof userIdSchema>,
    @ValidBody(adminUpdateUserSchema) body: z.output<typeof adminUpdateUserSchema>,
    @CurrentAuth() auth: AuthContext,
  ): Promise<{ user: AdminUserRow }> {
    return { user: await this.users.grantPlan(params.id, body.plan, auth.userId) };
  }

  @Delete(':id/plan-grant')
  @ApiOkResponse({ description: "Removes the administrator's grant: the workspace is back on its paid plan: { user }." })
  @BodyLess('removes an administrator’s plan grant from the user named in the path')
  async removeGrant(@ValidParams(userIdSchema) params: z.output<typeof userIdSchema>): Promise<{ user: AdminUserRow }> {
    return { user: await this.users.removeGrant(params.id) };
  }
}
