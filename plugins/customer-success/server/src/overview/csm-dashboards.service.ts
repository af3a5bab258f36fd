import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { forWorkspace } from '@otimiza/sdk/server';
import { healthBand, type CsmDashboardList, type CsmDashboardView } from '@otimiza/plugin-customer-success-shared';
import { AlertSchema } from '../data/alert.entity.js';
import { daysAgo, oneDecimal } from '../common/cs-sql.js';
import { WorkspaceMembers, type Member } from '../common/workspace-members.js';
import { SettingsService } from '../settings/settings.service.js';
import { TaskSchema } from '../data/task.entity.js';
import { OverviewData, type OverviewRows } from './overview-data.js';
import { expansionSince, npsOf, retentionSince } from './overview-figures.js';

/** The first moment of the month (UTC) of a moment. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * `GET /api/cs/csm-dashboards` (CSM Dashboard): one per member of the agency — its
 * clients by health band, their average health and NPS, retention and expansion (30 days, and this
 * month against the goals the agency set), and its workload from alerts and playbook tasks.
 */
@Injectable()
export class CsmDashboardsService {
  constructor(
    private readonly em: EntityManager,
    private readonly data: OverviewData,
    private readonly members: WorkspaceMembers,
    private readonly settings: SettingsService,
  ) {}

  async dashboards(agencyId: string, csm: string, now = new Date()): Promise<CsmDashboardList> {
    const members = await this.members.of(agencyId);
    const chosen = csm === 'all' ? members : members.filter((member) => member.userId === csm);
    const em = forWorkspace(this.em, agencyId);
    const [rows, goals, tasks, alerts] = await Promise.all([
      this.data.load(agencyId, now),
      this.settings.goals(agencyId),
      em.find(TaskSchema, { status: 'open' }, { fields: ['assigneeUserId', 'kind', 'dueAt'] }),
      em.find(AlertSchema, { status: 'open' }, { fields: ['customer'] }),
    ]);
    return {
      members,
      dashboards: chosen.map((member) => this.dashboard(member, rows, goals[member.userId], tasks, alerts, now)),
    };
  }

  private dashboard(
    member: Member,
    rows: OverviewRows,
    goal: { retention: number | null; expansion: number | null } | undefined,
    tasks: readonly { assigneeUserId?: string | null; kind: string; dueAt: Date }[],
    alerts: readonly { customer: { id: string } }[],
    now: Date,
  ): CsmDashboardView {
    const mine = rows.customers.filter((customer) => customer.csmUserId === member.userId);
    const ids = new Set(mine.map((customer) => customer.id));
    const active = mine.filter((customer) => customer.status === 'active');
    const scores = active.map((customer) => customer.healthScore).filter((score): score is number => score != null);
    const myTasks = tasks.filter((task) => task.assigneeUserId === member.userId);
    const month = monthStart(now);
    return {
      id: member.userId,
      csmName: member.name,
      csmEmail: member.email,
      // By the health bands, so the three counts split the scored clients: green, yellow or orange, red.
      customers: {
        total: active.length,
        healthy: scores.filter((score) => healthBand(score) === 'green').length,
        atRisk: scores.filter((score) => healthBand(score) === 'yellow' || healthBand(score) === 'orange').length,
        critical: scores.filter((score) => healthBand(score) === 'red').length,
      },
      metrics: {
        averageHealthScore: scores.length ? oneDecimal(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
        nps: npsOf(rows.answers.filter((answer) => ids.has(answer.customerId)).map((answer) => answer.nps)),
      },
      performance: {
        retentionRate: retentionSince(mine, daysAgo(now, 30)),
        expansionRate: expansionSince(mine, rows.snapshots, daysAgo(now, 30)),
      },
      workload: {
        activeAlerts: alerts.filter((alert) => ids.has(alert.customer.id)).length,
        upcomingMeetings: myTasks.filter((task) => task.kind === 'meeting' && task.dueAt.getTime() >= now.getTime()).length,
        pendingTasks: myTasks.length,
        overdueActions: myTasks.filter((task) => task.dueAt.getTime() < now.getTime()).length,
      },
      goals: {
        monthly: {
          retention: { current: retentionSince(mine, month), target: goal?.retention ?? null },
          expansion: { current: expansionSince(mine, rows.snapshots, month), target: goal?.expansion ?? null },
        },
      },
    };
  }
}
