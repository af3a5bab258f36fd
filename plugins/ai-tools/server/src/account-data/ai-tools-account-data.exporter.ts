import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedRows, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { ToolRunSchema } from '../runs/tool-run.entity.js';

const PAGE = 200;

/** The AI tools' part of a data export: every tool run with its result. The AI token usage is the core's (account/usage). */
@Injectable()
export class AiToolsAccountDataExporter implements OnModuleInit {
  constructor(
    private readonly registry: AccountDataPort,
    private readonly em: EntityManager,
  ) {}

  onModuleInit(): void {
    this.registry.register({ section: 'ai-tools', export: (scope, writer) => this.export(scope, writer) });
  }

  private async export({ workspaceId }: AccountDataScope, writer: AccountDataWriter): Promise<void> {
    const em = forWorkspace(this.em, workspaceId);
    // Pages by position, not by the last created_at: a Date holds milliseconds and PostgreSQL microseconds.
    let written = 0;
    await writer.lines(
      'runs.jsonl',
      pagedRows(async () => {
        const runs = await em.find(ToolRunSchema, {}, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], limit: PAGE, offset: written });
        written += runs.length;
        em.clear();
        return runs.map(({ id, user, tool, url, status, source, progress, step, result, error, createdAt, completedAt }) => ({
          id,
          userId: user?.id ?? null,
          tool,
          url,
          status,
          source: source ?? null,
          progress,
          step: step ?? null,
          result: result ?? null,
          error: error ?? null,
          createdAt,
          completedAt: completedAt ?? null,
        }));
      }),
    );
  }
}
