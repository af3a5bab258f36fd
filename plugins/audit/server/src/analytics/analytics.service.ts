import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import { auditSql } from './audit-sql.js';
import { averageOf, frameworkTrends, issueFigures, latestRunFigures } from './analytics-figures.js';
import { engineFigures, issueGroups, latestRunCounts, memberFigures, reportFrameworkCounts, reportTotals } from './analytics-queries.js';

/** `GET /api/audit/analytics`: every figure aggregated in PostgreSQL from the workspace's reports and check results. */
@Injectable()
export class AuditAnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly frameworks: FrameworkRegistry,
  ) {}

  async of(workspaceId: string): Promise<AuditAnalytics> {
    const db = auditSql(this.em);
    const [totals, issues, latest, perReport, engines, members] = await Promise.all([
      reportTotals(db, workspaceId),
      issueGroups(db, workspaceId),
      latestRunCounts(db, workspaceId),
      reportFrameworkCounts(db, workspaceId),
      engineFigures(db, workspaceId),
      memberFigures(db, workspaceId),
    ]);
    const issueTotals = issueFigures(issues);
    return {
      overview: {
        totalAudits: totals.total,
        completedAudits: totals.completed,
        averageScore: averageOf(totals.average_score),
        complianceRate: latestRunFigures(latest).complianceRate,
        criticalIssues: issueTotals.criticalOpen,
        resolvedIssues: issueTotals.resolved,
      },
      trends: { frameworks: frameworkTrends(this.frameworks.list(), perReport) },
      risks: { byCategory: issueTotals.byCategory, bySeverity: issueTotals.bySeverity },
      performance: {
        engines: engines.map((engine) => ({
          name: engine.name ?? '',
          version: engine.version ?? '',
          auditsCompleted: engine.completed,
          averageScore: averageOf(engine.average_score),
        })),
        members: members.map((member) => ({
          userId: member.user_id,
          name: `${member.first_name} ${member.last_name}`.trim(),
          auditsCompleted: member.completed,
          averageScore: averageOf(member.average_score),
        })),
      },
    };
  }
}
