import { describe, expect, it } from 'vitest';
import { remeasuredBaseline } from './proof-baseline.js';

const analysis = { performance: 98, accessibility: 60, seo: 70, bestPractices: 96 };

describe('remeasuredBaseline', () => {
  it('audits the original again when the fixed page reads slower beyond the spread, and compares with that reading', async () => {
    const original = { performance: 84, accessibility: 60, seo: 70, bestPractices: 96 };
    let audits = 0;
    const baseline = await remeasuredBaseline(analysis, { ...analysis, performance: 82, seo: 100 }, async () => {
      audits += 1;
      return original;
    });
    expect(audits).toBe(1);
    expect(baseline).toEqual(original);
  });

  it('keeps the analysis as the reference when performance is within the spread or better', async () => {
    const auditOriginalAgain = async () => {
      throw new Error('not audited again');
    };
    expect(await remeasuredBaseline(analysis, { ...analysis, performance: 93 }, auditOriginalAgain)).toBeNull();
    expect(await remeasuredBaseline(analysis, { ...analysis, performance: 100 }, auditOriginalAgain)).toBeNull();
  });
});
