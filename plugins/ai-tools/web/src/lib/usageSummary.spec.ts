import type { ToolUsageResponse } from '@otimiza/plugin-ai-tools-shared';
import { describe, expect, it } from 'vitest';
import { summariseUsage } from './usageSummary';

const tool = (name: ToolUsageResponse['tools'][number]['tool'], runs: number, runsThisMonth: number, aiRuns = 0) => ({
  tool: name,
  runs,
  runsThisMonth,
  aiRuns,
  lastRunAt: runs ? '2026-11-22T10:00:00Z' : null,
});

describe('summariseUsage', () => {
  it('is empty before any run', () => {
    const usage: ToolUsageResponse = {
      tools: [tool('content', 0, 0), tool('strategic-planning', 0, 0)],
      totals: { runs: 0, runsThisMonth: 0, aiRuns: 0, templateRuns: 0, tokensThisMonth: 0 },
      month: '2026-11',
    };
    expect(summariseUsage(usage)).toEqual({ empty: true, rows: [], aiShare: null, mostUsed: null });
  });

  it('lists the tools that ran, this month’s most used first, and the AI’s share', () => {
    const usage: ToolUsageResponse = {
      tools: [tool('content', 5, 1, 3), tool('strategic-planning', 2, 2, 1), tool('real-data', 0, 0), tool('brazil-optimization', 1, 1)],
      totals: { runs: 8, runsThisMonth: 4, aiRuns: 4, templateRuns: 4, tokensThisMonth: 1200 },
      month: '2026-11',
    };
    const summary = summariseUsage(usage);
    expect(summary.rows.map((row) => row.tool)).toEqual(['strategic-planning', 'content', 'brazil-optimization']);
    expect(summary.aiShare).toBe(50);
    expect(summary.mostUsed).toBe('strategic-planning');
    expect(summary.empty).toBe(false);
  });
});
