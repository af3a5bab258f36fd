import { Injectable } from '@nestjs/common';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ApiError, forWorkspace } from '@otimiza/sdk/server';
import type { AiToolId, ToolRunView, ToolSource } from '@otimiza/plugin-ai-tools-shared';
import { ToolRunSchema } from '../data/tool-run.entity.js';

/** The tool runs of a workspace. Jobs call it too, so every method names the workspace it works in. */
@Injectable()
export class ToolRunsStore {
  constructor(private readonly em: EntityManager) {}

  /** A run that is under way (the competitor analysis); `id` may come from the browser, which follows it. */
  async start(input: { id?: string | undefined; workspaceId: string; userId: string | null; tool: AiToolId; url: string }): Promise<string> {
    const em = forWorkspace(this.em, input.workspaceId);
    const run = em.create(ToolRunSchema, {
      ...(input.id ? { id: input.id } : {}),
      workspace: input.workspaceId,
      user: input.userId,
      tool: input.tool,
      url: input.url,
      status: 'running',
      result: null,
    });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ApiError('VALIDATION_ERROR', 409, { pt: 'Esta execução já existe.', en: 'This run already exists.' });
      throw error;
    }
    return run.id;
  }

  /** A run that ended at once (the other tools). */
  async record(input: { workspaceId: string; userId: string | null; tool: AiToolId; url: string; source: ToolSource; result: unknown }): Promise<string> {
    const em = forWorkspace(this.em, input.workspaceId);
    const run = em.create(ToolRunSchema, {
      workspace: input.workspaceId,
      user: input.userId,
      tool: input.tool,
      url: input.url,
      status: 'completed',
      source: input.source,
      progress: 100,
      result: input.result,
      completedAt: new Date(),
    });
    await em.flush();
    return run.id;
  }

  async progress(workspaceId: string, id: string, progress: number, step: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(ToolRunSchema, { id, status: 'running' }, { progress, step });
  }

  async complete(workspaceId: string, id: string, source: ToolSource, result: unknown): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(
      ToolRunSchema,
      { id },
      { status: 'completed', source, progress: 100, step: null, result, completedAt: new Date() },
    );
  }

  async fail(workspaceId: string, id: string, error: string): Promise<void> {
    await forWorkspace(this.em, workspaceId).nativeUpdate(ToolRunSchema, { id }, { status: 'failed', error: error.slice(0, 500), completedAt: new Date() });
  }

  async find(workspaceId: string, id: string): Promise<ToolRunView | null> {
    const run = await forWorkspace(this.em, workspaceId).findOne(ToolRunSchema, { id });
    return run
      ? {
          id: run.id,
          tool: run.tool,
          url: run.url,
          status: run.status,
          progress: run.progress,
          step: run.step ?? null,
          error: run.error ?? null,
          createdAt: run.createdAt.toISOString(),
          completedAt: run.completedAt?.toISOString() ?? null,
        }
      : null;
  }

  /** Completed runs per tool: all of them, this month's, and those the AI wrote. */
  async usage(
    workspaceId: string,
    monthStart: Date,
  ): Promise<{ tool: AiToolId; runs: number; runsThisMonth: number; aiRuns: number; lastRunAt: Date | null }[]> {
    const rows = await this.em
      .fork()
      .createQueryBuilder(ToolRunSchema, 'run')
      .select([
        'run.tool',
        raw('count(*) as runs'),
        raw('count(*) filter (where run.created_at >= ?) as month_runs', [monthStart]),
        raw("count(*) filter (where run.source = 'ai') as ai_runs"),
        raw('max(run.created_at) as last_run_at'),
      ])
      .where({ workspace: workspaceId, status: 'completed' })
      .groupBy('run.tool')
      .execute<{ tool: AiToolId; runs: string; month_runs: string; ai_runs: string; last_run_at: Date | null }[]>();
    return rows.map((row) => ({
      tool: row.tool,
      runs: Number(row.runs),
      runsThisMonth: Number(row.month_runs),
      aiRuns: Number(row.ai_runs),
      lastRunAt: row.last_run_at ? new Date(row.last_run_at) : null,
    }));
  }
}
