import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';
import { describe, expect, it } from 'vitest';
import { progressFigures } from './progress';

const progress = (figures: Partial<SiteAuditProgress>): SiteAuditProgress => ({
  runId: 'run',
  status: 'auditing',
  discovered: 120,
  toAudit: 60,
  audited: 0,
  failed: 0,
  etaSeconds: null,
  ...figures,
});

describe('progressFigures', () => {
  it('counts failed pages as done, and rounds the percent down so 100 means every page', () => {
    expect(progressFigures(progress({ audited: 40, failed: 2 }))).toEqual({ done: 42, queued: 18, percent: 70 });
    expect(progressFigures(progress({ audited: 59 }))).toEqual({ done: 59, queued: 1, percent: 98 });
    expect(progressFigures(progress({ status: 'completed', audited: 58, failed: 2 }))).toEqual({ done: 60, queued: 0, percent: 100 });
  });

  it('has no percent while discovery is still choosing the pages, or when none was chosen', () => {
    expect(progressFigures(progress({ status: 'discovering', toAudit: 12, audited: 3 })).percent).toBeNull();
    expect(progressFigures(progress({ status: 'failed', discovered: 0, toAudit: 0 }))).toEqual({ done: 0, queued: 0, percent: null });
  });

  it('never shows a negative queue or more than 100 %', () => {
    expect(progressFigures(progress({ toAudit: 10, audited: 11 }))).toEqual({ done: 11, queued: 0, percent: 100 });
  });
});
