import { Injectable, Optional } from '@nestjs/common';
import { SiteAuditsPort } from '@otimiza/plugin-site-audit-contract';
import { SITE_AUDITS_LISTED, type SiteAuditList } from '@otimiza/plugin-analytics-shared';

/** The workspace's finished site audits, through SiteAuditsPort (the site-audit plugin, when installed). */
@Injectable()
export class SiteAuditListService {
  constructor(@Optional() private readonly siteAudits?: SiteAuditsPort) {}

  async list(workspaceId: string): Promise<SiteAuditList> {
    if (!this.siteAudits) return { installed: false, siteAudits: [], limit: SITE_AUDITS_LISTED };
    const runs = await this.siteAudits.listFinished(workspaceId, SITE_AUDITS_LISTED);
    return {
      installed: true,
      siteAudits: runs
        .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
        .slice(0, SITE_AUDITS_LISTED)
        .map((run) => ({
          runId: run.runId,
          url: run.url,
          strategy: run.strategy,
          status: run.status,
          pagesAudited: run.audited,
          pagesFailed: run.failed,
          medians: run.medians,
          createdAt: run.createdAt,
          finishedAt: run.finishedAt,
          reportPath: `/site-audit/${run.runId}`,
        })),
      limit: SITE_AUDITS_LISTED,
    };
  }
}
