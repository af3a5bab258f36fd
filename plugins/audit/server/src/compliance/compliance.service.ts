import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import type { ComplianceStatus, FrameworkId } from '@otimiza/plugin-audit-shared';
import { auditSql } from '../analytics/audit-sql.js';
import { issueFigures, latestRunFigures } from '../analytics/analytics-figures.js';
import { issueGroups, latestRunCounts, openIssuesPerFramework } from '../analytics/analytics-queries.js';
import { severityOfRank } from '../analytics/site-runs.js';
import { AuditMonitorSchema } from '../data/audit-monitor.entity.js';
import { AuditReportSchema } from '../data/audit-report.entity.js';

const UPCOMING = 3;
const TOP_FAILURES = 5;

/** `GET /api/audit/compliance`: the compliance tab, from the latest runs, the open issues, the monitors and the reports. */
@Injectable()
export class ComplianceService {
  constructor(private readonly em: EntityManager) {}

  async of(workspaceId: string, now = new Date()): Promise<ComplianceStatus> {
    const db = auditSql(this.em);
    const em = forWorkspace(this.em, workspaceId);
    // Today is the server's day in UTC: runs due before tomorrow's midnight (overdue ones included).
    const tomorrow = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    const [latest, issues, open, dueToday, inReview, upcoming] = await Promise.all([
      latestRunCounts(db, workspaceId),
      issueGroups(db, workspaceId),
      openIssuesPerFramework(db, workspaceId, TOP_FAILURES),
      em.count(AuditMonitorSchema, { status: 'active', nextRunAt: { $lt: tomorrow } }),
      em.count(AuditReportSchema, { status: { $in: ['draft', 'in_progress'] } }),
      em.find(
        AuditMonitorSchema,
        { status: 'active', nextRunAt: { $ne: null } },
        { fields: ['id', 'name', 'frameworks', 'nextRunAt'], orderBy: { nextRunAt: 'asc', id: 'asc' }, limit: UPCOMING },
      ),
    ]);
    const runs = latestRunFigures(latest);
    const openFailures = new Map<FrameworkId, ComplianceStatus['openFailures'][number]>();
    for (const row of open) {
      const entry = openFailures.get(row.framework_id) ?? { frameworkId: row.framework_id, count: row.open_count, top: [] };
      entry.top.push({ checkId: row.check_id, url: row.url, severity: severityOfRank[Number(row.severity_rank)] ?? 'low', clause: row.clause ?? '' });
      openFailures.set(row.framework_id, entry);
    }
    return {
      complianceRate: runs.complianceRate,
      compliant: runs.compliant,
      nonCompliant: runs.nonCompliant,
      criticalOpen: issueFigures(issues).criticalOpen,
      dueToday,
      inReview,
      upcoming: upcoming.map((monitor) => ({
        monitorId: monitor.id,
        name: monitor.name,
        frameworks: monitor.frameworks,
        at: monitor.nextRunAt!.toISOString(),
      })),
      openFailures: [...openFailures.values()].sort((a, b) => b.count - a.count || a.frameworkId.localeCompare(b.frameworkId)),
    };
  }
}
