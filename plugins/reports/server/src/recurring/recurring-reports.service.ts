import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiError, EntitlementsPort, JobQueue, RateLimitPort, rateLimitError, type AuthContext } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { RECURRING_FEATURE, recurringMessages, type createRecurringReportSchema, type RecurringReportView, type RecurringRunView, type updateRecurringReportSchema } from '@otimiza/plugin-reports-shared';
import type { z } from 'zod';
import { cleanRecurringInput } from './recurring-input.js';
import { reportColumns, runColumns, toReportView, toRunView, type RecurringReportRow, type RecurringRunRow } from './recurring-row.js';
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

/** Recurring reports of the caller's workspace: the plan feature `recurringReports` (Enterprise, spec 000 §2 and §6). */
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
    const id = randomUUID();
    await this.em.getConnection().execute(
      `insert into reports_recurring_report (id, workspace_id, created_by, name, urls, frequency, recipients, settings, language, next_run)
       values (?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?::jsonb, ?, ?)`,
      [id, auth.workspaceId, auth.userId, clean.name, JSON.stringify(clean.urls), clean.frequency, JSON.stringify(clean.recipients), JSON.stringify(clean.settings), language, nextRunAfter(clean.frequency, this.clock.now())],
    );
    return this.get(auth, id);
  }

  async list(auth: AuthContext): Promise<RecurringReportView[]> {
    this.assertPlan(auth);
    const rows = await this.em
      .getConnection()
      .execute<RecurringReportRow[]>(`select ${reportColumns} from reports_recurring_report where workspace_id = ? order by created_at desc`, [auth.workspaceId]);
    const lastRuns = await this.lastRuns(rows.map((row) => row.id));
    return rows.map((row) => toReportView(row, lastRuns.get(row.id) ?? null));
  }

  async get(auth: AuthContext, id: string): Promise<RecurringReportView> {
    const row = await this.row(auth, id);
    return toReportView(row, (await this.lastRuns([id])).get(id) ?? null);
  }

  /**
   * Configures a report (the fields given, checked like a new one) and pauses or resumes it.
   * Pausing stops the schedule; resuming, or a new frequency, starts it again from now.
   */
  async update(auth: AuthContext, id: string, changes: z.output<typeof updateRecurringReportSchema>): Promise<RecurringReportView> {
    this.assertPlan(auth);
    const row = await this.row(auth, id);
    const clean = cleanRecurringInput({
      name: changes.name ?? row.name,
      urls: changes.urls ?? row.urls,
      frequency: changes.frequency ?? row.frequency,
      recipients: changes.recipients ?? row.recipients,
      settings: { ...row.settings, ...changes.settings },
    });
    const isActive = changes.isActive ?? row.is_active;
    const restart = clean.frequency !== row.frequency || (isActive && !row.is_active) || !row.next_run;
    const nextRun = isActive ? (restart ? nextRunAfter(clean.frequency, this.clock.now()) : row.next_run) : null;
    await this.em.getConnection().execute(
      `update reports_recurring_report set name = ?, urls = ?::jsonb, frequency = ?, recipients = ?::jsonb, settings = ?::jsonb, is_active = ?, next_run = ?
       where id = ? and workspace_id = ?`,
      [clean.name, JSON.stringify(clean.urls), clean.frequency, JSON.stringify(clean.recipients), JSON.stringify(clean.settings), isActive, nextRun, id, auth.workspaceId],
    );
    return this.get(auth, id);
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    this.assertPlan(auth);
    const deleted = await this.em.getConnection().execute<{ id: string }[]>('delete from reports_recurring_report where id = ? and workspace_id = ? returning id', [id, auth.workspaceId]);
    if (deleted.length === 0) throw notFound();
  }

  /**
   * Queues a run now, outside the schedule (the schedule itself is left as it is). It counts like
   * any audit: the plan's allowance for every URL is reserved first (402 when it is not there),
   * and a workspace may do it a few times an hour (429 with Retry-After).
   */
  async runNow(auth: AuthContext, id: string): Promise<RecurringRunView> {
    this.assertPlan(auth);
    const report = await this.row(auth, id);
    const decision = await this.rateLimits.consume(`reports:run-now:${auth.workspaceId}`, RUN_NOW_RULE);
    if (!decision.allowed) throw rateLimitError(decision, runNowLimited);
    const reservationIds = await this.entitlements.reserveAnalyses(auth, report.urls.length, { sequential: true });
    const scheduledFor = this.clock.now();
    try {
      const [run] = await this.em.getConnection().execute<RecurringRunRow[]>(
        `insert into reports_recurring_run (id, report_id, scheduled_for, status, attempts) values (?, ?, ?, 'running', 0) returning ${runColumns}`,
        [randomUUID(), id, scheduledFor],
      );
      await this.jobs.enqueue(
        recurringRunJob,
        { reportId: id, scheduledFor: scheduledFor.toISOString(), reservationIds },
        { jobId: `recurring-${id}-${scheduledFor.getTime()}`, attempts: RECURRING_RUN_ATTEMPTS, backoffMs: RECURRING_RUN_BACKOFF_MS },
      );
      return toRunView(run!);
    } catch (error) {
      await this.em.getConnection().execute('delete from reports_recurring_run where report_id = ? and scheduled_for = ?', [id, scheduledFor]);
      await Promise.all(reservationIds.map((reservationId) => this.entitlements.releaseReservation(reservationId)));
      throw error;
    }
  }

  async runs(auth: AuthContext, id: string): Promise<RecurringRunView[]> {
    this.assertPlan(auth);
    await this.row(auth, id);
    const rows = await this.em.getConnection().execute<RecurringRunRow[]>(`select ${runColumns} from reports_recurring_run where report_id = ? order by scheduled_for desc limit 50`, [id]);
    return rows.map(toRunView);
  }

  private async row(auth: AuthContext, id: string): Promise<RecurringReportRow> {
    const [row] = await this.em
      .getConnection()
      .execute<RecurringReportRow[]>(`select ${reportColumns} from reports_recurring_report where id = ? and workspace_id = ?`, [id, auth.workspaceId]);
    if (!row) throw notFound();
    return row;
  }

  private async lastRuns(reportIds: string[]): Promise<Map<string, RecurringRunRow>> {
    if (reportIds.length === 0) return new Map();
    const rows = await this.em.getConnection().execute<RecurringRunRow[]>(
      `select distinct on (report_id) ${runColumns} from reports_recurring_run
       where report_id in (${reportIds.map(() => '?').join(', ')}) order by report_id, scheduled_for desc`,
      reportIds,
    );
    return new Map(rows.map((row) => [row.report_id, row]));
  }
}
