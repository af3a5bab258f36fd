import { Injectable } from '@nestjs/common';
import { ClaimedSchedule, claimDue, JobQueue } from '@otimiza/sdk/server';
import { JobRuns } from '../system/job-runs.js';
import { BiDashboardSchema } from '../data/bi-dashboard.entity.js';
import { DashboardAlerts } from './dashboard-alerts.js';
import { alertsJobId, DASHBOARD_ALERTS_ATTEMPTS, dashboardAlertsJob } from './dashboard-alerts.job.js';

const TICK_MS = 10 * 60_000;
const CHECK_EVERY_MS = 24 * 3600 * 1000;
const BATCH = 100;

/**
 * Checks the dashboards whose notifications are on once a day: a due one is claimed by moving
 * its next check a day forward in one conditional UPDATE, and checked in a `bi.dashboard-alerts`
 * job (its id names the dashboard and the due time), whose outcome counts for system health.
 */
@Injectable()
export class DashboardAlertsScheduler extends ClaimedSchedule {
  constructor(
    private readonly jobs: JobQueue,
    private readonly alerts: DashboardAlerts,
    private readonly runs: JobRuns,
  ) {
    super(TICK_MS);
  }

  override onModuleInit(): void {
    this.jobs.process(dashboardAlertsJob, async ({ workspaceId, dashboardId, dueAt }, context) =>
      this.runs.track(
        workspaceId,
        dashboardAlertsJob.name,
        context.attempt >= DASHBOARD_ALERTS_ATTEMPTS,
        async () => void (await this.alerts.check(workspaceId, dashboardId)),
        alertsJobId(dashboardId, dueAt),
      ),
    );
    super.onModuleInit();
  }

  async tick(now = new Date()): Promise<string[]> {
    const claimed: string[] = [];
    const due = claimDue(this.em.fork(), BiDashboardSchema, {
      where: { notifications: true, nextAlertCheckAt: { $lte: now } },
      options: { fields: ['workspace', 'nextAlertCheckAt'], orderBy: { nextAlertCheckAt: 'asc', id: 'asc' }, limit: BATCH },
      claim: (dashboard) => ({
        where: { id: dashboard.id, notifications: true, nextAlertCheckAt: dashboard.nextAlertCheckAt },
        set: { nextAlertCheckAt: new Date(now.getTime() + CHECK_EVERY_MS) },
      }),
    });
    for await (const dashboard of due) {
      const dueAt = dashboard.nextAlertCheckAt!;
      const jobId = alertsJobId(dashboard.id, dueAt.getTime());
      await this.runs.enqueue(
        dashboardAlertsJob,
        { workspaceId: dashboard.workspace.id, dashboardId: dashboard.id, dueAt: dueAt.getTime() },
        { jobId, workspaceId: dashboard.workspace.id, attempts: DASHBOARD_ALERTS_ATTEMPTS },
      );
      claimed.push(dashboard.id);
    }
    return claimed;
  }
}
