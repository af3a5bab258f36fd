import { describe, expect, it } from 'vitest';
import { complianceSamples } from './compliance-metrics.js';

describe('compliance.score per site of a completed report', () => {
  it('scores each site by its own decided checks and leaves out a site with none', () => {
    const at = new Date('2026-11-20T12:00:00Z');
    const check = (url: string, status: 'passed' | 'failed' | 'no_data') => ({ url, status, severity: 'high' as const, fixerCorrects: false });
    const samples = complianceSamples(
      'w',
      'r',
      [check('https://a.com.br/', 'passed'), check('https://a.com.br/', 'passed'), check('https://a.com.br/', 'failed'), check('https://b.com.br/', 'no_data')],
      at,
    );
    expect(samples).toEqual([
      { workspaceId: 'w', metric: 'compliance.score', site: 'https://a.com.br/', value: 67, at, sourceKey: 'audit-report:r:https://a.com.br/' },
    ]);
  });
});
