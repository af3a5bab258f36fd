import { Injectable } from '@nestjs/common';
import { AnalysisPort, toUf, type AnalysisListItem, type AnalysisRecord } from '@otimiza/sdk/server';
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
const maxCachedWorkspaces = 500;

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

  /**
   * The profiles last read per workspace, under the ids of the analyses they came from: the page
   * reads again every 30 s, and an unchanged set of latest analyses is not fetched again.
   */
  private readonly recent = new Map<string, { key: string; profiles: SiteProfile[] }>();

  async of(workspaceId: string): Promise<SiteProfile[]> {
    const latest = latestPerUrl(await this.analyses.listCompleted(workspaceId, listed));
    const key = latest.map((item) => item.id).join(',');
    const known = this.recent.get(workspaceId);
    if (known?.key === key) return known.profiles;
    const records = await mapLimit(latest, 4, (item) => this.analyses.findCompleted(workspaceId, item.id));
    const profiles = records.flatMap((record) => (record ? [profileOf(record)] : []));
    this.recent.delete(workspaceId);
    this.recent.set(workspaceId, { key, profiles });
    // The oldest entry goes first (a Map keeps insertion order).
    if (this.recent.size > maxCachedWorkspaces) this.recent.delete(this.recent.keys().next().value!);
    return profiles;
  }
}

/** Each URL's latest completed analysis, newest first, at most `maxSites`. */
export function latestPerUrl(items: readonly AnalysisListItem[]): AnalysisListItem[] {
  // Newest first, as the port promises; sorted again so that a URL's latest analysis is the one kept whatever the order.
  const newest = [...items].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  const byUrl = new Map<string, AnalysisListItem>();
  for (const item of newest) if (!byUrl.has(item.url) && byUrl.size < maxSites) byUrl.set(item.url, item);
  return [...byUrl.values()];
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
