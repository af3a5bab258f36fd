import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AccountDataPort, pagedRows, type AccountDataScope, type AccountDataWriter } from '@otimiza/sdk/server';

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
    await writer.lines(
      'runs.jsonl',
      pagedRows<{ id: string; createdAt: Date }>((after) =>
        this.em.getConnection().execute(
          `select id, user_id as "userId", tool, url, status, source, progress, step, result, error, created_at as "createdAt", completed_at as "completedAt"
           from ai_tools_run where workspace_id = ? and (?::timestamptz is null or (created_at, id) > (?::timestamptz, ?::uuid))
           order by created_at, id limit ?`,
          [workspaceId, after?.createdAt ?? null, after?.createdAt ?? null, after?.id ?? null, PAGE],
        ),
      ),
    );
  }
}
