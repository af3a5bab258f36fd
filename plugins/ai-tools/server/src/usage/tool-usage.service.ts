import { Injectable } from '@nestjs/common';
import { AiPort } from '@otimiza/sdk/server';
import { aiToolIds, type ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import { ToolRunsStore } from '../runs/tool-runs.store.js';

/** The first instant of the current month in São Paulo, and its label ('2026-11'). */
export function saoPauloMonth(now: Date): { start: Date; label: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  // São Paulo has been UTC−3 all year since 2019.
  return { start: new Date(Date.UTC(year, month - 1, 1, 3)), label: `${year}-${String(month).padStart(2, '0')}` };
}

/** `GET /api/ai-tools/usage`: each tool's runs, this month's, those the AI wrote, and the month's tokens. */
@Injectable()
export class ToolUsageService {
  constructor(
    private readonly runs: ToolRunsStore,
    private readonly ai: AiPort,
  ) {}

  async usage(workspaceId: string, now = new Date()): Promise<ToolUsageResponse> {
    const month = saoPauloMonth(now);
    const [byTool, tokens] = await Promise.all([this.runs.usage(workspaceId, month.start), this.ai.usage(workspaceId, month.start)]);
    const tools = aiToolIds.map((tool) => {
      const found = byTool.find((row) => row.tool === tool);
      return { tool, runs: found?.runs ?? 0, runsThisMonth: found?.runsThisMonth ?? 0, aiRuns: found?.aiRuns ?? 0, lastRunAt: found?.lastRunAt?.toISOString() ?? null };
    });
    const runs = tools.reduce((sum, tool) => sum + tool.runs, 0);
    const aiRuns = tools.reduce((sum, tool) => sum + tool.aiRuns, 0);
    return {
      tools,
      totals: {
        runs,
        runsThisMonth: tools.reduce((sum, tool) => sum + tool.runsThisMonth, 0),
        aiRuns,
        templateRuns: runs - aiRuns,
        tokensThisMonth: tokens.reduce((sum, row) => sum + row.inputTokens + row.outputTokens, 0),
      },
      month: month.label,
    };
  }
}
