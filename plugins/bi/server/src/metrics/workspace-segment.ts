import { Inject, Injectable, Optional } from '@nestjs/common';
import { AnalysisPort } from '@otimiza/sdk/server';

/** Analyses read to find the workspace's business type: its newest sites. */
const SITES = 5;

/**
 * The business type most of the workspace's newest analysed sites share (the analysis context),
 * for the anonymised cohort of vsIndustry; null when none is known or the analysis plugin is not mounted.
 */
@Injectable()
export class WorkspaceSegment {
  constructor(@Optional() @Inject(AnalysisPort) private readonly analyses: AnalysisPort | null) {}

  async of(workspaceId: string): Promise<string | null> {
    if (!this.analyses) return null;
    const newest = await this.analyses.listCompleted(workspaceId, 50);
    const ids: string[] = [];
    const urls = new Set<string>();
    for (const item of newest) {
      if (urls.has(item.url)) continue;
      urls.add(item.url);
      ids.push(item.id);
      if (ids.length === SITES) break;
    }
    const counts = new Map<string, number>();
    for (const id of ids) {
      const record = await this.analyses.findCompleted(workspaceId, id);
      const type = record?.context?.businessTypeId;
      if (type && type !== 'unknown') counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  }
}
