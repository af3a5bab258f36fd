import type { AnalysisRecord, MetricStorePort } from '@otimiza/sdk/server';
import { completedAnalysisRecord, InMemoryAnalyses } from '@otimiza/sdk/testing';
import { describe, expect, it } from 'vitest';
import { SiteAnalyses } from '../sites/site-analyses.js';
import { SegmentsService } from './segments.service.js';

const workspaceId = 'ws-segments';

function analysis(id: string, url: string, strategy: AnalysisRecord['strategy'], performance: number, createdAt: string): AnalysisRecord {
  return completedAnalysisRecord(url, {
    id,
    strategy,
    at: createdAt,
    scores: { performance, seo: 90, accessibility: 80, bestPractices: 100 },
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
  });
}

/** The metric store's series are not read here (no growth): what matters is which analyses the figures read. */
const noSeries = { series: async () => [] } as unknown as MetricStorePort;

function segmentsOf(records: AnalysisRecord[]) {
  const analyses = new InMemoryAnalyses();
  // listCompleted answers in insertion order: the newest first, as the analysis plugin does.
  for (const record of [...records].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))) analyses.add(workspaceId, record);
  return new SegmentsService(new SiteAnalyses(analyses), noSeries, analyses, null);
}

describe('segments read one strategy: a site’s mobile and desktop runs are never averaged together', () => {
  const service = segmentsOf([
    // The bakery, the same day: 98 on a phone, 60 on a computer (their mix would read 79, 'Regular').
    analysis('a1', 'https://padaria.example/', 'mobile', 98, '2026-11-20T12:00:00.000Z'),
    analysis('a2', 'https://padaria.example/', 'desktop', 60, '2026-11-20T12:05:00.000Z'),
    // The florist, audited on a phone only.
    analysis('a3', 'https://floricultura.example/', 'mobile', 40, '2026-11-19T12:00:00.000Z'),
  ]);

  it('on mobile, each site by its latest mobile analysis, its band from that score', async () => {
    const list = await service.compute(workspaceId, 'mobile', new Date('2026-11-21T00:00:00Z'));
    expect(list.strategy).toBe('mobile');
    expect(list.sites).toBe(2);
    const unknownType = list.segments.find((segment) => segment.id === 'type:unknown')!;
    expect(unknownType.characteristics.averagePerformance).toBe(69);
    const bands = list.segments.filter((segment) => segment.kind === 'score-band');
    const bakery = bands.find((segment) => segment.sites.includes('https://padaria.example/'))!;
    expect(bakery.characteristics.averagePerformance).toBe(98);
    // The device mix counts both strategies of the segment's sites: the bakery on both, nothing else.
    expect(bakery.behavior.deviceTypes).toEqual([
      { type: 'desktop', percentage: 50 },
      { type: 'mobile', percentage: 50 },
    ]);
  });

  it('on desktop, only the sites audited on a computer, by that score', async () => {
    const list = await service.compute(workspaceId, 'desktop', new Date('2026-11-21T00:00:00Z'));
    expect(list.sites).toBe(1);
    const bands = list.segments.filter((segment) => segment.kind === 'score-band');
    expect(bands.map((segment) => [segment.sites, segment.characteristics.averagePerformance])).toEqual([[['https://padaria.example/'], 60]]);
  });
});
