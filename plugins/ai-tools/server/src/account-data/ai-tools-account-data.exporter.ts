import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, forWorkspace, pagedEntities, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';
import { ToolRunSchema } from '../data/tool-run.entity.js';

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
    await writer.lines(
      'runs.jsonl',
      pagedEntities(
        forWorkspace(this.em, workspaceId),
        ToolRunSchema,
        ({ id, user, tool, url, status, source, progress, step, result, error, createdAt, completedAt }) => ({
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
        }),
      ),
    );
  }
}
