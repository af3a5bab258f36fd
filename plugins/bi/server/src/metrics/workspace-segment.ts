import { Inject, Injectable, Optional } from '@nestjs/common';
import { AnalysisPort } from '@otimiza/sdk/server';

/** Analyses read to find the workspace's business type: its newest sites. */
const SITES = 5;
const MAX_KEPT_WORKSPACES = 500;

/**
 * The business type most of the workspace's newest analysed sites share (the analysis context),
 * for the anonymised cohort of vsIndustry; null when none is known or the analysis plugin is not mounted.
 */
@Injectable()
export class WorkspaceSegment {
  constructor(@Optional() @Inject(AnalysisPort) private readonly analyses: AnalysisPort | null) {}

  /** Each workspace's segment last found, under the ids of the analyses it came from (oldest first). */
  private readonly recent = new Map<string, { key: string; segment: string | null }>();

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
    // The same newest sites as last time: their business types are known (the list asks on every page).
    const key = ids.join(',');
    const known = this.recent.get(workspaceId);
    if (known?.key === key) return known.segment;
    const segment = await this.segmentOf(this.analyses, workspaceId, ids);
    this.recent.delete(workspaceId);
    this.recent.set(workspaceId, { key, segment });
    if (this.recent.size > MAX_KEPT_WORKSPACES) this.recent.delete(this.recent.keys().next().value!);
    return segment;
  }

  private async segmentOf(analyses: AnalysisPort, workspaceId: string, ids: readonly string[]): Promise<string | null> {
    const counts = new Map<string, number>();
    for (const id of ids) {
      const record = await analyses.findCompleted(workspaceId, id);
      const type = record?.context?.businessTypeId;
      if (type && type !== 'unknown') counts.set(type, (counts.get(type) ?? 0) + 1);
    }
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  }
}
