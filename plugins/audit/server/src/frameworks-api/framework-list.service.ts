import { Injectable, Optional } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PageInspectionPort } from '@otimiza/plugin-analysis-contract';
import type { FrameworkList, FrameworkType } from '@otimiza/plugin-audit-shared';
import { auditSql } from '../analytics/audit-sql.js';
import { latestRunFigures } from '../analytics/analytics-figures.js';
import { latestRunCounts } from '../analytics/analytics-queries.js';
import { percent } from '../analytics/audit-sql.js';
import { FrameworkRegistry, fixerCorrectsCheck } from '../frameworks/framework-registry.js';

/** `GET /api/audit/frameworks`: each rule set with its checks, and this workspace's standing from each site's latest run of it. */
@Injectable()
export class FrameworkListService {
  constructor(
    private readonly em: EntityManager,
    private readonly registry: FrameworkRegistry,
    // The HTML fixer is the analysis plugin's: without that plugin, nothing is corrected by it.
    @Optional() private readonly inspection?: PageInspectionPort,
  ) {}

  async list(workspaceId: string, type?: FrameworkType): Promise<FrameworkList> {
    const corrected = this.inspection?.correctedByFixer() ?? [];
    const { perFramework } = latestRunFigures(await latestRunCounts(auditSql(this.em), workspaceId));
    return {
      frameworks: this.registry
        .list()
        .filter((framework) => !type || framework.type === type)
        .map((framework) => {
          const runs = perFramework.get(framework.id);
          return {
            id: framework.id,
            name: framework.name,
            type: framework.type,
            description: framework.description,
            region: framework.region,
            version: framework.version,
            certificationLevel: framework.certificationLevel,
            status: runs ? 'active' : 'not_run',
            complianceScore: runs ? percent(runs.passed, runs.passed + runs.failed) : null,
            compliantSites: runs?.compliantSites ?? 0,
            nonCompliantSites: runs?.nonCompliantSites ?? 0,
            penalties: framework.penalties,
            checks: framework.checks.map((check) => ({
              id: check.id,
              title: check.title,
              clause: check.clause,
              severity: check.severity,
              fixerCorrects: fixerCorrectsCheck(check, corrected),
            })),
            lastUpdated: runs?.lastUpdated.toISOString() ?? null,
          };
        }),
    };
  }
}
