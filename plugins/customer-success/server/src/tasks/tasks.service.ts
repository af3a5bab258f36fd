import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { taskListQuerySchema, TaskView } from '@otimiza/plugin-customer-success-shared';
import type { z } from 'zod';
import { taskNotFound } from '../data/cs-errors.js';
import { WorkspaceMembers } from '../common/workspace-members.js';
import { TaskSchema, type Task } from '../data/task.entity.js';

/** The CSMs' tasks from the playbooks: listed by status and assignee, done or reopened. */
@Injectable()
export class TasksService {
  constructor(
    private readonly em: EntityManager,
    private readonly members: WorkspaceMembers,
  ) {}

  async list(agencyId: string, query: z.output<typeof taskListQuerySchema>, now = new Date()): Promise<{ tasks: TaskView[] }> {
    const where = {
      ...(query.status === 'all' ? {} : { status: query.status }),
      ...(query.csm === 'all' ? {} : { assigneeUserId: query.csm }),
    };
    const tasks = await forWorkspace(this.em, agencyId).find(TaskSchema, where, { orderBy: { dueAt: 'asc', id: 'asc' }, limit: 200, populate: ['customer'] });
    const names = new Map((await this.members.of(agencyId)).map((member) => [member.userId, member.name]));
    return { tasks: tasks.map((task) => this.view(task, names, now)) };
  }

  async setStatus(agencyId: string, id: string, status: 'open' | 'done', now = new Date()): Promise<TaskView> {
    const em = forWorkspace(this.em, agencyId);
    const changed = await em.nativeUpdate(TaskSchema, { id }, { status, completedAt: status === 'done' ? now : null });
    if (changed === 0) throw taskNotFound();
    const task = await em.findOneOrFail(TaskSchema, { id }, { populate: ['customer'] });
    const names = new Map((await this.members.of(agencyId)).map((member) => [member.userId, member.name]));
    return this.view(task, names, now);
  }

  private view(task: Task, names: ReadonlyMap<string, string>, now: Date): TaskView {
    return {
      id: task.id,
      title: task.title,
      kind: task.kind,
      status: task.status,
      dueAt: task.dueAt.toISOString(),
      overdue: task.status === 'open' && task.dueAt.getTime() < now.getTime(),
      customerId: task.customer.id,
      customerName: task.customer.name,
      assignee: task.assigneeUserId ? { userId: task.assigneeUserId, name: names.get(task.assigneeUserId) ?? '' } : null,
      executionId: task.execution?.id ?? null,
      createdAt: task.createdAt.toISOString(),
    };
  }
}
