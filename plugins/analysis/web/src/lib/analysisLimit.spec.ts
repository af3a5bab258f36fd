import { describe, expect, it } from 'vitest';
import { analysisLimitReached } from './analysisLimit';

const analyses = (limit: number | null, used: number, remaining: number | null) => ({
  limit,
  used,
  remaining,
  inFlight: 0,
  period: 'total' as const,
  month: '2026-11',
});

describe('analysisLimitReached', () => {
  it('is reached when nothing remains of a limited plan, and never for an unlimited one or before the plan is known', () => {
    expect(analysisLimitReached(analyses(3, 3, 0))).toBe(true);
    expect(analysisLimitReached(analyses(3, 2, 1))).toBe(false);
    expect(analysisLimitReached(analyses(3, 2, null))).toBe(false);
    expect(analysisLimitReached(analyses(3, 3, null))).toBe(true);
    expect(analysisLimitReached(analyses(null, 500, null))).toBe(false);
    expect(analysisLimitReached(undefined)).toBe(false);
  });
});
