import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { CheckResultSchema, type CheckResult } from '../data/check-result.entity.js';
import type { SiteCheckResult } from './site-results.js';

/** A report's stored check results: written one site at a time, read for the report and its summary. */
@Injectable()
export class CheckResultsRepository {
  constructor(private readonly em: EntityManager) {}

  /** The sites of a report whose results are already stored (a retried run skips them). */
  async storedUrls(workspaceId: string, reportId: string): Promise<Set<string>> {
    const rows = await forWorkspace(this.em, workspaceId).find(CheckResultSchema, { reportId }, { fields: ['url'] });
    return new Set(rows.map((row) => row.url));
  }

  /**
   * Stores one site's results in one transaction, unless they are already there: a lock on
   * (report, site) makes two runs of the same job (a stalled one picked up again) store them once.
   */
  async storeSite(workspaceId: string, reportId: string, url: string, results: readonly SiteCheckResult[]): Promise<boolean> {
    return forWorkspace(this.em, workspaceId).transactional(async (em) => {
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`audit:${reportId}:${url}`]);
      if ((await em.count(CheckResultSchema, { reportId, url })) > 0) return false;
      for (const result of results) em.create(CheckResultSchema, { workspace: workspaceId, reportId, ...result });
      await em.flush();
      return true;
    });
  }

  async ofReport(workspaceId: string, reportId: string): Promise<CheckResult[]> {
    return forWorkspace(this.em, workspaceId).find(CheckResultSchema, { reportId }, { orderBy: { url: 'asc', frameworkId: 'asc', checkId: 'asc' } });
  }

  async deleteOfReport(em: EntityManager, reportId: string): Promise<void> {
    await em.nativeDelete(CheckResultSchema, { reportId });
  }
}
