import { Controller, Get, Header, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentAuth, ValidBody, ValidParams, ValidQuery, type AuthContext } from '@otimiza/sdk/server';
import { taskIdSchema, taskListQuerySchema, updateTaskSchema, type TaskView } from '@otimiza/plugin-customer-success-shared';
import type { z } from 'zod';
import { TasksService } from './tasks.service.js';

/** `/api/cs/tasks`: the CSMs' tasks made by the playbooks. */
@ApiTags('customer-success')
@Controller('cs/tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: '{ tasks: TaskView[] } by due date, filtered by status and csm.' })
  list(@CurrentAuth() auth: AuthContext, @ValidQuery(taskListQuerySchema) query: z.output<typeof taskListQuerySchema>): Promise<{ tasks: TaskView[] }> {
    return this.tasks.list(auth.workspaceId, query);
  }

  @Patch(':id')
  @ApiOkResponse({ description: 'TaskView done or reopened.' })
  update(
    @CurrentAuth() auth: AuthContext,
    @ValidParams(taskIdSchema) params: { id: string },
    @ValidBody(updateTaskSchema) input: z.output<typeof updateTaskSchema>,
  ): Promise<TaskView> {
    return this.tasks.setStatus(auth.workspaceId, params.id, input.status);
  }
}
