import type { AnalysisRecord } from '@otimiza/sdk/server';
import { verificationSummary } from '@otimiza/plugin-analysis-shared';
import type { Analysis } from '../data/analysis.entity.js';
import { proofBaselineOf } from './proof-baseline.js';

/** The proof as other plugins read it (reports, share pages, PDFs): the scores compared and what they verified, read with the spread rule. */
export function verificationRecordOf(row: Analysis): AnalysisRecord['verification'] {
  const before = proofBaselineOf(row);
  const after = row.verifiedScores ?? null;
  const summary = row.verificationStatus === 'completed' && after ? verificationSummary(before, after, row.appliedFixes) : null;
  return {
    status: row.verificationStatus,
    before,
    after,
    summary: summary?.headline ?? null,
    regressions: (summary?.regressions ?? []).map((regression) => ({ category: regression.category, fixes: regression.fixes.map((fix) => fix.titles) })),
  };
}
