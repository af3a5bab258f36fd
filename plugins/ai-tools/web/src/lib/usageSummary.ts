import type { AiToolId, ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';

export interface UsageSummary {
  /** No tool has run in this workspace yet: the block shows its empty state. */
  empty: boolean;
  /** The tools that ran, most used this month first, then by all-time runs. */
  rows: ToolUsageResponse['tools'];
  /** Share of the runs the AI wrote, 0–100, or null without runs. */
  aiShare: number | null;
  mostUsed: AiToolId | null;
}

/** The usage block's figures, all from `GET /api/ai-tools/usage`. */
export function summariseUsage(usage: ToolUsageResponse): UsageSummary {
  const rows = usage.tools.filter((tool) => tool.runs > 0).sort((a, b) => b.runsThisMonth - a.runsThisMonth || b.runs - a.runs || a.tool.localeCompare(b.tool));
  const { runs, aiRuns } = usage.totals;
  return {
    empty: runs === 0,
    rows,
    aiShare: runs > 0 ? Math.round((aiRuns / runs) * 100) : null,
    mostUsed: rows[0]?.tool ?? null,
  };
}
