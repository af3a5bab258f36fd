import { describe, expect, it } from 'vitest';
import { areComparable, previousComparable } from './comparable-analysis.js';

const audit = (strategy: 'desktop' | 'mobile', hour: number, auditRuns?: number) => ({
  url: 'https://loja.com.br/',
  strategy,
  auditRuns,
  createdAt: `2026-03-02T${String(hour).padStart(2, '0')}:00:00Z`,
});

describe('previousComparable', () => {
  it('takes the latest earlier audit of the same URL, strategy and run count', () => {
    const mobileMorning = audit('mobile', 9);
    const desktopNoon = audit('desktop', 12);
    const mobileThreeRuns = audit('mobile', 13, 3);
    const mobileEvening = audit('mobile', 18, 1);
    const all = [mobileEvening, desktopNoon, mobileThreeRuns, mobileMorning];
    // The desktop audit of noon and the median of three runs are not compared with a single mobile run.
    expect(previousComparable(mobileEvening, all)).toBe(mobileMorning);
    expect(previousComparable(desktopNoon, all)).toBeNull();
    expect(previousComparable(mobileMorning, all)).toBeNull();
    expect(areComparable(audit('mobile', 1), audit('mobile', 2, 1))).toBe(true);
    expect(areComparable(audit('mobile', 1), { ...audit('mobile', 2), url: 'https://loja.com.br/produtos' })).toBe(false);
  });
});
