import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { AiPort, forWorkspace, type AiJsonRequest, type AiJsonResult, type AiStatus, type AiUsage } from '@otimiza/sdk/server';
import { PinoLogger } from 'nestjs-pino';
import type OpenAI from 'openai';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { AppConfig } from '../config/config.schema.js';
import { redactSecrets } from '../service-status/redact-secrets.js';
import { ServiceStatusService } from '../service-status/service-status.service.js';
import { OPENAI_CLIENT } from './openai-client.js';
import { strictJsonSchema } from './strict-json-schema.js';
import { AiUsageSchema } from '../../data/ai-usage.entity.js';

const languageRule = {
  pt: 'Responda em português do Brasil.',
  en: 'Answer in English.',
} as const;

/**
 * OpenAI behind the SDK's AiPort: chat completions constrained to a strict JSON schema, parsed
 * and validated again with zod, within OPENAI_TIMEOUT_MS and OPENAI_MAX_RETRIES. Tokens are
 * recorded per workspace; the last success and error go to the service status. Any failure is
 * an answer too — `unavailable` — so the tool falls back to its templates.
 */
@Injectable()
export class AiService extends AiPort {
  constructor(
    @Inject(OPENAI_CLIENT) private readonly openai: OpenAI | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly serviceStatus: ServiceStatusService,
    private readonly logger: PinoLogger,
  ) {
    super();
  }

  async status(): Promise<AiStatus> {
    const configured = this.openai !== null;
    const stored = (await this.serviceStatus.read()).get('openai');
    const lastSuccessAt = stored?.lastSuccessAt ?? null;
    const lastError = stored?.lastError ?? null;
    const failing = lastError !== null && (lastSuccessAt === null || lastError.at > lastSuccessAt);
    return {
      configured,
      available: configured && !failing,
      model: configured ? this.config.OPENAI_MODEL : null,
      lastSuccessAt: lastSuccessAt?.toISOString() ?? null,
      lastError: lastError ? { message: lastError.message, at: lastError.at.toISOString() } : null,
    };
  }

  async generateJson<T>(request: AiJsonRequest<T>): Promise<AiJsonResult<T>> {
    if (!this.openai) return { source: 'unavailable', reason: 'not-configured', error: null };
    const model = this.config.OPENAI_MODEL;
    try {
      const completion = await this.openai.chat.completions.create({
        model,
        messages: [
          { role: 'system', content: `${request.system}\n${languageRule[request.language]}` },
          { role: 'user', content: request.prompt },
        ],
        response_format: { type: 'json_schema', json_schema: { name: request.schemaName, schema: strictJsonSchema(request.schema), strict: true } },
        ...(request.maxOutputTokens ? { max_completion_tokens: request.maxOutputTokens } : {}),
      });
      const usage = { inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0 };
      const choice = completion.choices[0];
      if (choice?.message.refusal) throw new Error(`the model refused: ${choice.message.refusal}`);
      const content = choice?.message.content;
      if (!content) throw new Error(`empty answer (finish reason ${choice?.finish_reason ?? 'none'})`);
      const parsed = request.schema.safeParse(JSON.parse(content));
      if (!parsed.success) throw new Error(`the answer does not match the ${request.schemaName} schema: ${parsed.error.issues[0]?.message ?? ''}`);
      await this.recordUsage(request, model, 'ok', usage, null);
      await this.serviceStatus.recordSuccess('openai');
      return { source: 'ai', data: parsed.data, model: completion.model || model, usage };
    } catch (error) {
      const message = redactSecrets(error instanceof Error ? error.message : String(error));
      this.logger.warn({ tool: request.tool, workspace: request.workspaceId, error: message }, 'OpenAI failed; the tool answers from its templates');
      await this.recordUsage(request, model, 'failed', { inputTokens: 0, outputTokens: 0 }, message);
      await this.serviceStatus.recordError('openai', message);
      return { source: 'unavailable', reason: 'failed', error: message };
    }
  }

  async usage(workspaceId: string, since: Date): Promise<AiUsage[]> {
    const rows = await this.em
      .fork()
      .createQueryBuilder(AiUsageSchema, 'usage')
      .select([
        'usage.tool',
        raw('count(*) as calls'),
        raw("count(*) filter (where usage.outcome = 'failed') as failed"),
        // Aliases that are no column's name: the query builder maps a column's name to its property.
        raw('coalesce(sum(usage.input_tokens), 0) as total_input'),
        raw('coalesce(sum(usage.output_tokens), 0) as total_output'),
      ])
      .where({ workspace: workspaceId, createdAt: { $gte: since } })
      .groupBy('usage.tool')
      .orderBy({ tool: 'asc' })
      .execute<{ tool: string; calls: string; failed: string; total_input: string; total_output: string }[]>();
    return rows.map((row) => ({
      tool: row.tool,
      calls: Number(row.calls),
      failed: Number(row.failed),
      inputTokens: Number(row.total_input),
      outputTokens: Number(row.total_output),
    }));
  }

  private async recordUsage(
    request: AiJsonRequest<unknown>,
    model: string,
    outcome: 'ok' | 'failed',
    usage: { inputTokens: number; outputTokens: number },
    error: string | null,
  ): Promise<void> {
    try {
      await forWorkspace(this.em, request.workspaceId).insert(AiUsageSchema, {
        id: randomUUID(),
        workspace: request.workspaceId,
        tool: request.tool,
        model,
        outcome,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        error: error?.slice(0, 300) ?? null,
      });
    } catch (recordError) {
      this.logger.warn({ err: recordError }, 'could not record AI usage');
    }
  }
}
