import { Injectable } from '@nestjs/common';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { ApiError, EntitlementsPort, JobQueue, RateLimitPort, rateLimitError, storeWithinCap, type AuthContext, type WorkspaceCap } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import {
  RECURRING_FEATURE,
  recurringMessages,
  type createRecurringReportSchema,
  type RecurringReportView,
  type RecurringRunView,
  type updateRecurringReportSchema,
} from '@otimiza/plugin-reports-shared';
import type { z } from 'zod';
import { cleanRecurringInput } from './recurring-input.js';
import { RecurringReportSchema, RecurringRunSchema, type RecurringReport, type RecurringRun } from '../data/recurring.entities.js';
import { toReportView, toRunView } from './recurring-view.js';
import { RECURRING_RUN_ATTEMPTS, RECURRING_RUN_BACKOFF_MS, recurringRunJob } from './recurring-run.job.js';
import { nextRunAfter } from './recurring-schedule.js';
import { ReportsClock } from './reports-clock.js';

const notFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório recorrente não encontrado.', en: 'Recurring report not found.' });

/** 'Run now' e-mails every recipient: a few per hour per workspace is what a person needs, not a mailing cannon. */
export const RUN_NOW_RULE = { points: 5, windowSeconds: 3600 };
const runNowLimited = {
  pt: 'Você já executou relatórios manualmente muitas vezes na última hora. Aguarde um pouco ou deixe o agendamento enviá-lo.',
  en: 'You have run reports by hand too often in the last hour. Wait a little or let the schedule send it.',
};

/** A workspace keeps at most this many recurring reports, paused ones included: the list answers them all at once. */
export const RECURRING_REPORTS_CAP = 100;

const recurringReportsCap = (workspaceId: string): WorkspaceCap => ({
  workspaceId,
  name: 'reports:recurring',
  limit: RECURRING_REPORTS_CAP,
  items: { pt: { one: 'um relatório recorrente', many: 'relatórios recorrentes' }, en: { one: 'a recurring report', many: 'recurring reports' } },
  count: (tx) => tx.count(RecurringReportSchema, { workspace: workspaceId }),
});

/** Recurring reports of the caller's workspace: the plan feature `recurringReports` (Enterprise). */
@Injectable()
export class RecurringReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly clock: ReportsClock,
    private readonly entitlements: EntitlementsPort,
    private readonly rateLimits: RateLimitPort,
  ) {}

  assertPlan(auth: AuthContext): void {
    if (!auth.features.has(RECURRING_FEATURE)) {
      throw new ApiError('SUBSCRIPTION_REQUIRED', 402, recurringMessages.premium, { requiredFeature: RECURRING_FEATURE, plan: auth.plan });
    }
  }

  async create(auth: AuthContext, input: z.output<typeof createRecurringReportSchema>, language: Language): Promise<RecurringReportView> {
    this.assertPlan(auth);
    const clean = cleanRecurringInput(input);
    const report = await storeWithinCap(this.em, recurringReportsCap(auth.workspaceId), async (tx) => {
      const created = tx.create(RecurringReportSchema, {
        workspace: auth.workspaceId,
        createdBy: auth.userId,
        ...clean,
        language,
        nextRun: nextRunAfter(clean.frequency, this.clock.now()),
      });
      await tx.flush();
      return created;
    });
    return toReportView(report, null);
  }

  async list(auth: AuthContext): Promise<RecurringReportView[]> {
    this.assertPlan(auth);
    // The cap bounds the list; the limit also bounds a workspace that filled it before the cap existed.
    const reports = await this.em.find(RecurringReportSchema, {}, { orderBy: { createdAt: 'desc' }, limit: RECURRING_REPORTS_CAP });
    const lastRuns = await this.lastRuns(reports.map((report) => report.id));
    return reports.map((report) => toReportView(report, lastRuns.get(report.id) ?? null));
  }

  async get(auth: AuthContext, id: string): Promise<RecurringReportView> {
    const report = await this.report(id);
    return toReportView(report, (await this.lastRuns([id])).get(id) ?? null);
  }

  /**
   * Configures a report (the fields given, checked like a new one) and pauses or resumes it.
   * Pausing stops the schedule; resuming, or a new frequency, starts it again from now.
   */
  async update(auth: AuthContext, id: string, changes: z.output<typeof updateRecurringReportSchema>): Promise<RecurringReportView> {
    this.assertPlan(auth);
    const report = await this.report(id);
    const clean = cleanRecurringInput({
      name: changes.name ?? report.name,
      urls: changes.urls ?? report.urls,
      frequency: changes.frequency ?? report.frequency,
      recipients: changes.recipients ?? report.recipients,
      settings: { ...report.settings, ...changes.settings },
    });
    const isActive = changes.isActive ?? report.isActive;
    const restart = clean.frequency !== report.frequency || (isActive && !report.isActive) || !report.nextRun;
    const nextRun = isActive ? (restart ? nextRunAfter(clean.frequency, this.clock.now()) : report.nextRun) : null;
    this.em.assign(report, { ...clean, isActive, nextRun });
    await this.em.flush();
    return this.get(auth, id);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    this.assertPlan(auth);
    // The workspace filter scopes the delete: another workspace's id is as missing as an unknown one.
    if ((await this.em.nativeDelete(RecurringReportSchema, { id })) === 0) throw notFound();
  }

  /**
   * Queues a run now, outside the schedule (the schedule itself is left as it is). It counts like
   * any audit: the plan's allowance for every URL is reserved first (402 when it is not there),
   * and a workspace may do it a few times an hour (429 with Retry-After).
   */
  async runNow(auth: AuthContext, id: string): Promise<RecurringRunView> {
    this.assertPlan(auth);
    const report = await this.report(id);
    const decision = await this.rateLimits.consume(`reports:run-now:${auth.workspaceId}`, RUN_NOW_RULE);
    if (!decision.allowed) throw rateLimitError(decision, runNowLimited);
    const reservationIds = await this.entitlements.reserveAnalyses(auth, report.urls.length, { sequential: true });
    const scheduledFor = this.clock.now();
    try {
      const run = this.em.create(RecurringRunSchema, { report, scheduledFor, status: 'running', attempts: 0 });
      await this.em.flush();
      await this.jobs.enqueue(
        recurringRunJob,
        { reportId: id, scheduledFor: scheduledFor.toISOString(), reservationIds },
        {
          jobId: `recurring-${id}-${scheduledFor.getTime()}`,
          workspaceId: auth.workspaceId,
          attempts: RECURRING_RUN_ATTEMPTS,
          backoffMs: RECURRING_RUN_BACKOFF_MS,
        },
      );
      return toRunView(run);
    } catch (error) {
      await this.em.nativeDelete(RecurringRunSchema, { report: id, scheduledFor });
      await Promise.all(reservationIds.map((reservationId) => this.entitlements.releaseReservation(reservationId)));
      throw error;
    }
  }

  async runs(auth: AuthContext, id: string): Promise<RecurringRunView[]> {
    this.assertPlan(auth);
    await this.report(id);
    const runs = await this.em.find(RecurringRunSchema, { report: id }, { orderBy: { scheduledFor: 'desc' }, limit: 50 });
    return runs.map(toRunView);
  }

  /** One of the request's workspace's reports (the workspace filter scopes the read); 404 otherwise. */
  private async report(id: string): Promise<RecurringReport> {
    const report = await this.em.findOne(RecurringReportSchema, { id });
    if (!report) throw notFound();
    return report;
  }

  /** The latest run of each report: the latest time per report first, then those runs. */
  private async lastRuns(reportIds: string[]): Promise<Map<string, RecurringRun>> {
    if (reportIds.length === 0) return new Map();
    const latest = await this.em
      .createQueryBuilder(RecurringRunSchema, 'run')
      .select(['run.report', raw('max(run.scheduled_for) as latest')])
      .where({ report: { $in: reportIds } })
      .groupBy('run.report')
      .execute<{ report: string; latest: Date }[]>();
    if (latest.length === 0) return new Map();
    const runs = await this.em.find(RecurringRunSchema, { $or: latest.map(({ report, latest: at }) => ({ report, scheduledFor: at })) });
    return new Map(runs.map((run) => [run.report.id, run]));
  }
}
