import { Injectable, Optional } from '@nestjs/common';
import { SiteAuditsPort, type SiteAuditSummary } from '@otimiza/plugin-site-audit-contract';
import { SITE_REPORT_PAGE_LIMIT, normaliseAuditUrl, type SiteAuditOption, type SiteAuditOptionList } from '@otimiza/plugin-audit-shared';
import type { StoredSiteRun } from '../data/audit-report.entity.js';
import { siteAuditNotFound, siteAuditWithoutPages, siteAuditsNotInstalled } from './site-audit-messages.js';

/** Finished site audits offered to a new compliance report. */
const OPTIONS_LIMIT = 50;

/**
 * The workspace's finished whole-site audits, read through SiteAuditsPort (the site-audit plugin
 * provides it; without it there are none and a report cannot name one).
 */
@Injectable()
export class SiteAuditSources {
  constructor(@Optional() private readonly siteAudits?: SiteAuditsPort) {}

  get installed(): boolean {
    return this.siteAudits !== undefined;
  }

  /** The port, or 404 SITE_AUDITS_NOT_INSTALLED. */
  port(): SiteAuditsPort {
    if (!this.siteAudits) throw siteAuditsNotInstalled();
    return this.siteAudits;
  }

  async options(workspaceId: string): Promise<SiteAuditOptionList> {
    if (!this.siteAudits) return { installed: false, runs: [] };
    const runs = await this.siteAudits.listFinished(workspaceId, OPTIONS_LIMIT);
    return { installed: true, runs: runs.map(toOption) };
  }

  /**
   * The run's audited pages a report covers (the first SITE_REPORT_PAGE_LIMIT by address), each with
   * its analysis: 404 without site audits or for a run this workspace has not finished, 409 when it audited no page.
   */
  async sourceOf(workspaceId: string, runId: string): Promise<StoredSiteRun> {
    const port = this.port();
    const run = await port.findFinished(workspaceId, runId);
    if (!run) throw siteAuditNotFound();
    const pages = new Map<string, StoredSiteRun['pages'][number]>();
    for (const page of await port.auditedPages(workspaceId, runId, SITE_REPORT_PAGE_LIMIT)) {
      // Spelled as reports store addresses, so a page's results and its analysis meet under one URL.
      const url = normaliseAuditUrl(page.url);
      if (url && !pages.has(url)) pages.set(url, { url, group: page.group, analysisId: page.analysisId });
    }
    if (pages.size === 0) throw siteAuditWithoutPages();
    return {
      runId: run.runId,
      url: run.url,
      strategy: run.strategy,
      pagesInRun: run.audited,
      pageLimit: SITE_REPORT_PAGE_LIMIT,
      pages: [...pages.values()],
    };
  }
}

function toOption(run: SiteAuditSummary): SiteAuditOption {
  return {
    runId: run.runId,
    url: run.url,
    strategy: run.strategy,
    status: run.status,
    audited: run.audited,
    failed: run.failed,
    medians: run.medians,
    finishedAt: run.finishedAt,
  };
}
