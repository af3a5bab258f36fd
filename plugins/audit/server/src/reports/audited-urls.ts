import { Injectable, Optional } from '@nestjs/common';
import { AnalysisPort } from '@otimiza/sdk/server';

/** How many of the workspace's audited addresses a report without `urls` covers. */
export const AUDITED_URLS_LIMIT = 10;

/** The workspace's audited URLs: the distinct URLs of its completed analyses, newest first. */
@Injectable()
export class AuditedUrls {
  constructor(@Optional() private readonly analyses?: AnalysisPort) {}

  async of(workspaceId: string): Promise<string[]> {
    if (!this.analyses) return [];
    // Enough analyses to find ten distinct addresses on a workspace that re-audits its sites often.
    const completed = await this.analyses.listCompleted(workspaceId, 500);
    return [...new Set(completed.map((analysis) => analysis.url))].slice(0, AUDITED_URLS_LIMIT);
  }
}
