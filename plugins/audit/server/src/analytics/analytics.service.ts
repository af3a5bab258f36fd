import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { WorkspaceMembersPort } from '@otimiza/sdk/server';
import type { AuditAnalytics } from '@otimiza/plugin-audit-shared';
import { FrameworkRegistry } from '../frameworks/framework-registry.js';
import { auditSql } from './audit-sql.js';
import { averageOf, frameworkTrends, issueFigures, latestRunFigures } from './analytics-figures.js';
import { creatorFigures, engineFigures, issueGroups, latestRunCounts, reportFrameworkCounts, reportTotals } from './analytics-queries.js';

/** `GET /api/audit/analytics`: every figure aggregated in PostgreSQL from the workspace's reports and check results. */
@Injectable()
export class AuditAnalyticsService {
  constructor(
    private readonly em: EntityManager,
    private readonly frameworks: FrameworkRegistry,
    private readonly members: WorkspaceMembersPort,
  ) {}

  async of(workspaceId: string): Promise<AuditAnalytics> {
    const db = auditSql(this.em);
    const [totals, issues, latest, perReport, engines, creators, members] = await Promise.all([
      reportTotals(db, workspaceId),
      issueGroups(db, workspaceId),
      latestRunCounts(db, workspaceId),
      reportFrameworkCounts(db, workspaceId),
      engineFigures(db, workspaceId),
      creatorFigures(db, workspaceId),
      this.members.membersOf([workspaceId]),
    ]);
    // Current members only, with their names.
    const memberById = new Map(members.map((member) => [member.userId, member]));
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
        members: creators.flatMap((creator) => {
          const member = creator.user_id ? memberById.get(creator.user_id) : undefined;
          if (!member) return [];
          return [
            {
              userId: member.userId,
              name: `${member.firstName} ${member.lastName}`.trim(),
              auditsCompleted: creator.completed,
              averageScore: averageOf(creator.average_score),
            },
          ];
        }),
      },
    };
  }
}
