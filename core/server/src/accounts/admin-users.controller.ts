import { Controller, Get, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdminOnly, ApiError, ValidBody, ValidParams } from '@otimiza/sdk/server';
import { adminUpdateUserSchema, type AdminUserRow } from '@otimiza/sdk/shared';
import { z } from 'zod';

const userIdSchema = z.object({ id: z.uuid() });

interface AdminUserSqlRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  email_verified_at: Date | null;
  plan: AdminUserRow['plan'];
  workspace_id: string;
  created_at: Date;
}

const selectUsers = `
  select u.id, u.email, u.first_name, u.last_name, u.email_verified_at, w.plan, w.id as workspace_id, u.created_at
  from core_user u
  join lateral (select workspace_id from core_membership where user_id = u.id order by created_at limit 1) m on true
  join core_workspace w on w.id = m.workspace_id
  where not w.is_demo`;

function toRow(row: AdminUserSqlRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    isVerified: row.email_verified_at !== null,
    plan: row.plan,
    workspaceId: row.workspace_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Instance administrators (ADMIN_EMAILS): list users, change a user's plan. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  @ApiOkResponse({ description: '{ users } with plan and verification.' })
  async list(): Promise<{ users: AdminUserRow[] }> {
    const rows = await this.em.getConnection().execute<AdminUserSqlRow[]>(`${selectUsers} order by u.created_at desc limit 500`);
    return { users: rows.map(toRow) };
  }

  @Patch(':id')
  @ApiOkResponse({ description: "Sets the plan of the user's workspace: { plan }." })
  async update(
    @ValidParams(userIdSchema) params: z.output<typeof userIdSchema>,
    @ValidBody(adminUpdateUserSchema) body: z.output<typeof adminUpdateUserSchema>,
  ): Promise<{ user: AdminUserRow }> {
    const connection = this.em.getConnection();
    const [row] = await connection.execute<AdminUserSqlRow[]>(`${selectUsers} and u.id = ?`, [params.id]);
    if (!row) throw new ApiError('NOT_FOUND', 404, { pt: 'Usuário não encontrado.', en: 'User not found.' });
    await connection.execute('update core_workspace set plan = ?, pending_plan = null where id = ?', [body.plan, row.workspace_id]);
    return { user: toRow({ ...row, plan: body.plan }) };
  }
}
