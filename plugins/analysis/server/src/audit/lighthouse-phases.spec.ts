import { LIGHTHOUSE_SPAN } from '@otimiza/plugin-analysis-shared';
import { describe, expect, it } from 'vitest';
import { LighthouseRunProgress, percentOfRuns } from './lighthouse-phases.js';

describe('LighthouseRunProgress', () => {
  it('moves through loading, gathering and auditing as Lighthouse reports them, never back', () => {
    const progress = new LighthouseRunProgress();
    expect(progress.observe('Navigating to http://127.0.0.1/padaria')).toEqual({ phase: 'loading-page', fraction: 0 });
    expect(progress.observe('Getting artifact: DevtoolsLog')).toMatchObject({ phase: 'gathering', fraction: expect.closeTo(0.21) });
    for (let i = 0; i < 19; i++) progress.observe(`Getting artifact: A${i}`);
    expect(progress.observe('Getting artifact: Trace')).toMatchObject({ phase: 'gathering', fraction: expect.closeTo(0.41) });
    expect(progress.observe('Analyzing and running audits...')).toEqual({ phase: 'auditing', fraction: 0.6 });
    expect(progress.observe('Auditing: First Contentful Paint')!.fraction).toBeCloseTo(0.6025);
    expect(progress.observe('Navigating to about:blank')).toBeNull();
    expect(progress.observe('Generating results...')).toBeNull();
  });

  it('maps a run of several onto one bar', () => {
    expect(percentOfRuns(LIGHTHOUSE_SPAN, 1, 1, 0)).toBe(30);
    expect(percentOfRuns(LIGHTHOUSE_SPAN, 1, 1, 0.5)).toBe(57);
    expect(percentOfRuns(LIGHTHOUSE_SPAN, 2, 3, 0)).toBe(48);
    expect(percentOfRuns(LIGHTHOUSE_SPAN, 3, 3, 0.98)).toBe(84);
  });
});
