import { Injectable } from '@nestjs/common';
import { AiPort, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import type { AiToolId, ToolAnswer, ToolSource } from '@otimiza/plugin-ai-tools-shared';
import type { z } from 'zod';
import { ToolRunsStore } from '../runs/tool-runs.store.js';

export interface Narrative<T, N> {
  schemaName: string;
  schema: z.ZodType<N>;
  system: string;
  prompt: string;
  merge(template: T, narrative: N): T;
  maxOutputTokens?: number;
}

/**
 * How every tool answers: its template result, computed from the real page and audit data, is
 * the answer; when the AI is configured and answers, its texts replace the template's (figures
 * stay computed). The run is recorded for the usage statistics.
 */
@Injectable()
export class ToolAnswersService {
  constructor(
    private readonly ai: AiPort,
    private readonly runs: ToolRunsStore,
  ) {}

  async narrate<T, N>(
    workspaceId: string,
    tool: AiToolId,
    language: Language,
    template: T,
    narrative: Narrative<T, N>,
  ): Promise<{ body: T; source: ToolSource; aiError: string | null }> {
    const result = await this.ai.generateJson({
      workspaceId,
      tool,
      language,
      system: narrative.system,
      prompt: narrative.prompt,
      schemaName: narrative.schemaName,
      schema: narrative.schema,
      ...(narrative.maxOutputTokens ? { maxOutputTokens: narrative.maxOutputTokens } : {}),
    });
    if (result.source === 'ai') return { body: narrative.merge(template, result.data), source: 'ai', aiError: null };
    return { body: template, source: 'template', aiError: result.reason === 'failed' ? result.error : null };
  }

  async answer<T, N>(auth: AuthContext, tool: AiToolId, url: string, language: Language, template: T, narrative: Narrative<T, N>): Promise<T & ToolAnswer> {
    const { body, source, aiError } = await this.narrate(auth.workspaceId, tool, language, template, narrative);
    const runId = await this.runs.record({ workspaceId: auth.workspaceId, userId: auth.userId, tool, url, source, result: body });
    return { ...body, source, aiError, runId };
  }

  async withoutNarrative<T>(auth: AuthContext, tool: AiToolId, url: string, template: T): Promise<T & ToolAnswer> {
    const runId = await this.runs.record({ workspaceId: auth.workspaceId, userId: auth.userId, tool, url, source: 'template', result: template });
    return { ...template, source: 'template', aiError: null, runId };
  }
}
