import { Injectable } from '@nestjs/common';
import { AiPort } from '@otimiza/sdk/server';
import { usageMonthOf, usageMonthStart } from '@otimiza/sdk/shared';
import { aiToolIds, type ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import { ToolRunsStore } from '../runs/tool-runs.store.js';

/** `GET /api/ai-tools/usage`: each tool's runs, this month's, those the AI wrote, and the month's tokens. */
@Injectable()
export class ToolUsageService {
  constructor(
    private readonly runs: ToolRunsStore,
    private readonly ai: AiPort,
  ) {}

  async usage(workspaceId: string, now = new Date()): Promise<ToolUsageResponse> {
    const monthStart = usageMonthStart(now);
    const [byTool, tokens] = await Promise.all([this.runs.usage(workspaceId, monthStart), this.ai.usage(workspaceId, monthStart)]);
    const tools = aiToolIds.map((tool) => {
      const found = byTool.find((row) => row.tool === tool);
      return {
        tool,
        runs: found?.runs ?? 0,
        runsThisMonth: found?.runsThisMonth ?? 0,
        aiRuns: found?.aiRuns ?? 0,
        lastRunAt: found?.lastRunAt?.toISOString() ?? null,
      };
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
      month: usageMonthOf(now),
    };
  }
}
