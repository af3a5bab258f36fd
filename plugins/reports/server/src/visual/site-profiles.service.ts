import { Injectable } from '@nestjs/common';
import { AnalysisPort, toUf, type AnalysisRecord } from '@otimiza/sdk/server';
import { businessTypes, type LocalizedText } from '@otimiza/sdk/shared';
import { mapLimit } from './visual-numbers.js';

/** What the latest analysis of one of the workspace's sites says about it. */
export interface SiteProfile {
  /** The audited URL, as the metric store names the site. */
  url: string;
  /** The business type (the analysis context's id), or null when the page did not tell. */
  segment: string | null;
  /** Its name in both languages. */
  segmentName: LocalizedText | null;
  /** The Brazilian state (UF) of its address, or of its phone's area code (DDD), or null. */
  state: string | null;
  latest: AnalysisRecord;
}

/** Sites read per request at most: the newest analysed first. */
const maxSites = 40;
const listed = 400;

/** The UF in a stored location ('Belo Horizonte, MG', 'MG', 'São Paulo - SP'), or null. */
export function stateOfLocation(location: string | null | undefined): string | null {
  if (!location) return null;
  const last = location.split(/[,/]|\s[-–]\s/).at(-1);
  return toUf(last) ?? toUf(location);
}

/**
 * The workspace's sites as their latest completed analyses describe them (through the analysis
 * plugin's port): business type for the benchmarks' cohort, state for the geographic heatmap.
 * The analysis context already resolves a page's address, else its phone's DDD, into `location`.
 */
@Injectable()
export class SiteProfilesService {
  constructor(private readonly analyses: AnalysisPort) {}

  async of(workspaceId: string): Promise<SiteProfile[]> {
    // Newest first, as the port promises; sorted again so that a URL's latest analysis is the one kept whatever the order.
    const newest = (await this.analyses.listCompleted(workspaceId, listed)).sort((a, b) =>
      a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
    );
    const latestPerUrl = new Map<string, string>();
    for (const item of newest) if (!latestPerUrl.has(item.url) && latestPerUrl.size < maxSites) latestPerUrl.set(item.url, item.id);
    const records = await mapLimit([...latestPerUrl.values()], 4, (id) => this.analyses.findCompleted(workspaceId, id));
    return records.flatMap((record) => (record ? [profileOf(record)] : []));
  }
}

export function profileOf(record: AnalysisRecord): SiteProfile {
  const context = record.context;
  const typeId = context?.businessTypeId && context.businessTypeId !== 'unknown' ? context.businessTypeId : null;
  return {
    url: record.url,
    segment: typeId,
    segmentName: typeId ? (businessTypes.find((type) => type.id === typeId)?.label ?? { pt: typeId, en: typeId }) : null,
    state: toUf(context?.address?.addressRegion) ?? stateOfLocation(context?.location),
    latest: record,
  };
}

/** The business type most of the sites share, for the workspace's benchmarks; null when none is known. */
export function dominantSegment(profiles: readonly SiteProfile[]): { id: string; name: LocalizedText | null } | null {
  const counts = new Map<string, { count: number; name: LocalizedText | null }>();
  for (const profile of profiles) {
    if (!profile.segment) continue;
    const entry = counts.get(profile.segment) ?? { count: 0, name: profile.segmentName };
    entry.count += 1;
    counts.set(profile.segment, entry);
  }
  const best = [...counts.entries()].sort((a, b) => b[1].count - a[1].count)[0];
  return best ? { id: best[0], name: best[1].name } : null;
}
