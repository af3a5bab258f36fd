import { Injectable } from '@nestjs/common';
import { AnalysisPort, type AnalysisRecord } from '@otimiza/sdk/server';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored audit a tool works from, read through the SDK's AnalysisPort (scoped to the workspace). */
@Injectable()
export class AnalysisLookup {
  constructor(private readonly analyses: AnalysisPort) {}

  /** The named analysis when it is this workspace's (and of this URL, when one is given), else the URL's latest. */
  async forPage(workspaceId: string, url: string | null, analysisId?: string | number): Promise<AnalysisRecord | null> {
    if (typeof analysisId === 'string' && uuidPattern.test(analysisId)) {
      const named = await this.analyses.findCompleted(workspaceId, analysisId);
      if (named && (!url || named.url === url)) return named;
    }
    return url ? this.latestOf(workspaceId, url) : null;
  }

  async latestOf(workspaceId: string, url: string): Promise<AnalysisRecord | null> {
    return this.analyses.latestBefore(workspaceId, url, new Date(Date.now() + 1000));
  }

  /** The workspace's most recently analysed page, for a tool called without a URL. */
  async latestPage(workspaceId: string): Promise<string | null> {
    const [latest] = await this.analyses.listCompleted(workspaceId, 1);
    return latest?.url ?? null;
  }

  history(workspaceId: string, url: string, since: Date): Promise<AnalysisRecord[]> {
    return this.analyses.historyOf(workspaceId, url, since);
  }
}
