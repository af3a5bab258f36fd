import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, type ApiError } from '@otimiza/sdk/server';
import { sql, type ExpressionOrFactory, type Selection, type SqlBool, type UpdateQueryBuilder } from 'kysely';
import { analysisSteps, type AnalysisStep } from '@otimiza/plugin-analysis-shared';
import type { LighthousePhase } from '../audit/lighthouse-phases.js';
import { AnalysisDomainEvents } from '../events/analysis-events.js';
import { AnalysisProgressFeed } from '../progress/analysis-progress.feed.js';
import type { ProgressNotice } from '../progress/progress-notice.js';
import { failureOfColumns, storedFailureOf, type StoredFailure } from './analysis-failure.js';
import { analysisSql, jsonb, type AnalysisTables } from '../data/analysis-tables.js';

/** What the progress feed says of an analysis, as read from its row. */
export const statusColumns = ['id', 'status', 'progress', 'step', 'error_type', 'error_code', 'error_messages', 'error_message'] as const;
const settledColumns = [...statusColumns, 'reservation_id'] as const;
/** What a failed analysis' event says besides its status: whose and of what. */
const failedColumns = [...settledColumns, 'workspace_id', 'user_id', 'url', 'batch_id'] as const;

type StatusColumns = Selection<AnalysisTables, 'analysis_analysis', (typeof statusColumns)[number]>;
type SettledColumns = Selection<AnalysisTables, 'analysis_analysis', (typeof settledColumns)[number]>;
type AnalysisUpdate = UpdateQueryBuilder<AnalysisTables, 'analysis_analysis', 'analysis_analysis', object>;

/** The lease a running analysis holds for `leaseMs` from now, by the database's clock. */
const leaseFor = (leaseMs: number) => sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
/** Now, on the analysis' own clock (a demo analysis recorded as of a past date runs in its past). */
const analysisClock = sql<Date>`now() - clock_offset`;

export function progressNoticeOf(row: StatusColumns): ProgressNotice {
  return {
    id: row.id,
    status: row.status,
    percent: row.progress,
    step: row.step ?? null,
    error: failureOfColumns({
      type: row.error_type ?? null,
      code: row.error_code ?? null,
      messages: row.error_messages ?? null,
      message: row.error_message ?? null,
    }),
  };
}

/**
 * Every change of an analysis' status and progress: written with a conditional update (a
 * finished analysis is never reopened), announced on the progress feed, and the plan's
 * reservation settled when the analysis ends.
 */
@Injectable()
export class AnalysisStatusRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly feed: AnalysisProgressFeed,
    private readonly entitlements: EntitlementsPort,
    private readonly domainEvents: AnalysisDomainEvents,
  ) {}

  /** Starts (or restarts) a try; false when the analysis has ended meanwhile. `leaseMs`: how long it may run before the sweeper calls it interrupted. */
  async markRunning(id: string, leaseMs: number): Promise<boolean> {
    return this.change(
      this.update()
        .set({
          status: 'running',
          started_at: sql`coalesce(started_at, ${analysisClock})`,
          error_type: null,
          error_code: null,
          error_messages: null,
          error_message: null,
          lease_until: leaseFor(leaseMs),
        })
        .where('id', '=', id)
        .where('status', 'in', ['queued', 'running']),
    );
  }

  async step(id: string, step: AnalysisStep, leaseMs: number): Promise<void> {
    await this.change(
      this.update()
        .set({ progress: analysisSteps[step].percent, step, lease_until: leaseFor(leaseMs) })
        .where('id', '=', id)
        .where('status', '=', 'running'),
    );
  }

  /**
   * A finer percent within Lighthouse's phases: written only forward, and only while the analysis is
   * still in them (a later step is never overwritten by a late message). Renews the lease too.
   */
  async progress(id: string, step: LighthousePhase, percent: number, leaseMs: number): Promise<void> {
    await this.change(
      this.update()
        .set({ progress: percent, step, lease_until: leaseFor(leaseMs) })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('progress', '<', percent)
        .where('step', 'in', ['analysing', 'loading-page', 'gathering', 'auditing']),
    );
  }

  /** Back to the queue (its process is stopping): it runs again later, from the start. */
  async requeue(id: string): Promise<void> {
    await this.change(
      this.update().set({ status: 'queued', progress: 10, step: 'validating', lease_until: null }).where('id', '=', id).where('status', '=', 'running'),
    );
  }

  async announceCompleted(id: string): Promise<void> {
    const row = await analysisSql(this.em).selectFrom('analysis_analysis').select(settledColumns).where('id', '=', id).executeTakeFirst();
    if (!row) return;
    if (row.reservation_id) await this.entitlements.consumeReservation(row.reservation_id);
    await this.feed.publish(progressNoticeOf(row));
  }

  async fail(id: string, error: ApiError): Promise<void> {
    await this.failWhere((eb) => eb('id', '=', id), storedFailureOf(error));
  }

  /**
   * Fails the analyses matching `condition` that are still queued or running (the sweeper's
   * interrupted and expired ones), gives their reservations back, ends their streams and
   * publishes `analysisFailed` for each.
   */
  async failWhere(condition: ExpressionOrFactory<AnalysisTables, 'analysis_analysis', SqlBool>, failure: StoredFailure): Promise<number> {
    const rows = await this.update()
      .set({
        status: 'failed',
        error_type: failure.type,
        error_code: failure.code,
        error_messages: jsonb(failure.messages),
        error_message: failure.messages.en,
        lease_until: null,
        completed_at: analysisClock,
      })
      .where('status', 'in', ['queued', 'running'])
      .where(condition)
      .returning(failedColumns)
      .execute();
    for (const row of rows) await this.ended(row);
    await this.domainEvents.failed(rows);
    return rows.length;
  }

  private update(): AnalysisUpdate {
    return analysisSql(this.em).updateTable('analysis_analysis');
  }

  private async change(query: AnalysisUpdate): Promise<boolean> {
    const row = await query.returning(statusColumns).executeTakeFirst();
    if (!row) return false;
    await this.feed.publish(progressNoticeOf(row));
    return true;
  }

  private async ended(row: SettledColumns): Promise<void> {
    if (row.reservation_id) await this.entitlements.releaseReservation(row.reservation_id);
    await this.feed.publish(progressNoticeOf(row));
  }
}
