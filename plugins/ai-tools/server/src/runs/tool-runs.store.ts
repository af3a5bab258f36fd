import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError } from '@otimiza/sdk/server';
import type { AiToolId, ToolRunView, ToolSource } from '@otimiza/plugin-ai-tools-shared';

interface RunRow {
  id: string;
  tool: AiToolId;
  url: string;
  status: ToolRunView['status'];
  progress: number;
  step: string | null;
  error: string | null;
  created_at: Date;
  completed_at: Date | null;
}

/** The tool runs of a workspace; every read and write names the workspace. */
@Injectable()
export class ToolRunsStore {
  constructor(private readonly em: EntityManager) {}

  /** A run that is under way (the competitor analysis); `id` may come from the browser, which follows it. */
  async start(input: { id?: string | undefined; workspaceId: string; userId: string | null; tool: AiToolId; url: string }): Promise<string> {
    const id = input.id ?? randomUUID();
    const inserted = await this.em.getConnection().execute<{ id: string }[]>(
      `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, step) values (?, ?, ?, ?, ?, 'running', null)
       on conflict (id) do nothing returning id`,
      [id, input.workspaceId, input.userId, input.tool, input.url],
    );
    if (!inserted.length) throw new ApiError('VALIDATION_ERROR', 409, { pt: 'Esta execução já existe.', en: 'This run already exists.' });
    return id;
  }

  /** A run that ended at once (the other tools). */
  async record(input: { workspaceId: string; userId: string | null; tool: AiToolId; url: string; source: ToolSource; result: unknown }): Promise<string> {
    const id = randomUUID();
    await this.em.getConnection().execute(
      `insert into ai_tools_run (id, workspace_id, user_id, tool, url, status, source, progress, result, completed_at)
       values (?, ?, ?, ?, ?, 'completed', ?, 100, ?::jsonb, now())`,
      [id, input.workspaceId, input.userId, input.tool, input.url, input.source, JSON.stringify(input.result)],
    );
    return id;
  }

  async progress(workspaceId: string, id: string, progress: number, step: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`update ai_tools_run set progress = ?, step = ? where id = ? and workspace_id = ? and status = 'running'`, [progress, step, id, workspaceId]);
  }

  async complete(workspaceId: string, id: string, source: ToolSource, result: unknown): Promise<void> {
    await this.em.getConnection().execute(
      `update ai_tools_run set status = 'completed', source = ?, progress = 100, step = null, result = ?::jsonb, completed_at = now() where id = ? and workspace_id = ?`,
      [source, JSON.stringify(result), id, workspaceId],
    );
  }

  async fail(workspaceId: string, id: string, error: string): Promise<void> {
    await this.em
      .getConnection()
      .execute(`update ai_tools_run set status = 'failed', error = ?, completed_at = now() where id = ? and workspace_id = ?`, [error.slice(0, 500), id, workspaceId]);
  }

  async find(workspaceId: string, id: string): Promise<ToolRunView | null> {
    const [row] = await this.em
      .getConnection()
      .execute<RunRow[]>(
        'select id, tool, url, status, progress, step, error, created_at, completed_at from ai_tools_run where id = ? and workspace_id = ?',
        [id, workspaceId],
      );
    return row
      ? {
          id: row.id,
          tool: row.tool,
          url: row.url,
          status: row.status,
          progress: row.progress,
          step: row.step,
          error: row.error,
          createdAt: new Date(row.created_at).toISOString(),
          completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
        }
      : null;
  }

  /** Completed runs per tool: all of them, this month's, and those the AI wrote. */
  async usage(workspaceId: string, monthStart: Date): Promise<{ tool: AiToolId; runs: number; runsThisMonth: number; aiRuns: number; lastRunAt: Date | null }[]> {
    const rows = await this.em.getConnection().execute<{ tool: AiToolId; runs: string; month_runs: string; ai_runs: string; last_run_at: Date | null }[]>(
      `select tool, count(*) as runs, count(*) filter (where created_at >= ?) as month_runs,
              count(*) filter (where source = 'ai') as ai_runs, max(created_at) as last_run_at
       from ai_tools_run where workspace_id = ? and status = 'completed' group by tool`,
      [monthStart, workspaceId],
    );
    return rows.map((row) => ({
      tool: row.tool,
      runs: Number(row.runs),
      runsThisMonth: Number(row.month_runs),
      aiRuns: Number(row.ai_runs),
      lastRunAt: row.last_run_at ? new Date(row.last_run_at) : null,
    }));
  }
}
