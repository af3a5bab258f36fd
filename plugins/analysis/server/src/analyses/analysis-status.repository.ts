import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { EntitlementsPort, type ApiError } from '@otimiza/sdk/server';
import type { ErrorType, LocalizedText } from '@otimiza/sdk/shared';
import { analysisSteps, type AnalysisStatus, type AnalysisStep } from '@otimiza/plugin-analysis-shared';
import type { LighthousePhase } from '../audit/lighthouse-phases.js';
import { AnalysisProgressFeed } from '../progress/analysis-progress.feed.js';
import type { ProgressNotice } from '../progress/progress-notice.js';
import { failureOfColumns, storedFailureOf, type StoredFailure } from './analysis-failure.js';

interface StatusRow {
  id: string;
  status: AnalysisStatus;
  progress: number;
  step: AnalysisStep | null;
  error_type: ErrorType | null;
  error_code: string | null;
  error_messages: LocalizedText | null;
  error_message: string | null;
  reservation_id: string | null;
}

export const statusColumns = 'id, status, progress, step, error_type, error_code, error_messages, error_message';
const returning = `returning ${statusColumns}, reservation_id`;

export function progressNoticeOf(row: Omit<StatusRow, 'reservation_id'>): ProgressNotice {
  return {
    id: row.id,
    status: row.status,
    percent: row.progress,
    step: row.step,
    error: failureOfColumns({ type: row.error_type, code: row.error_code, messages: row.error_messages, message: row.error_message }),
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
  ) {}

  /** Starts (or restarts) a try; false when the analysis has ended meanwhile. `leaseMs`: how long it may run before the sweeper calls it interrupted. */
  async markRunning(id: string, leaseMs: number): Promise<boolean> {
    return this.change(
      `update analysis_analysis set status = 'running', started_at = coalesce(started_at, now() - clock_offset), error_type = null, error_code = null, error_messages = null, error_message = null,
         lease_until = now() + make_interval(secs => ?)
       where id = ? and status in ('queued','running') ${returning}`,
      [leaseMs / 1000, id],
    );
  }

  async step(id: string, step: AnalysisStep, leaseMs: number): Promise<void> {
    await this.change(
      `update analysis_analysis set progress = ?, step = ?, lease_until = now() + make_interval(secs => ?) where id = ? and status = 'running' ${returning}`,
      [analysisSteps[step].percent, step, leaseMs / 1000, id],
    );
  }

  /**
   * A finer percent within Lighthouse's phases: written only forward, and only while the analysis is
   * still in them (a later step is never overwritten by a late message). Renews the lease too.
   */
  async progress(id: string, step: LighthousePhase, percent: number, leaseMs: number): Promise<void> {
    await this.change(
      `update analysis_analysis set progress = ?, step = ?, lease_until = now() + make_interval(secs => ?)
       where id = ? and status = 'running' and progress < ? and step in ('analysing', 'loading-page', 'gathering', 'auditing') ${returning}`,
      [percent, step, leaseMs / 1000, id, percent],
    );
  }

  /** Back to the queue (its process is stopping): it runs again later, from the start. */
  async requeue(id: string): Promise<void> {
    await this.change(
      `update analysis_analysis set status = 'queued', progress = 10, step = 'validating', lease_until = null where id = ? and status = 'running' ${returning}`,
      [id],
    );
  }

  async announceCompleted(id: string): Promise<void> {
    const [row] = await this.em
      .getConnection()
      .execute<StatusRow[]>(`select ${statusColumns}, reservation_id from analysis_analysis where id = ?`, [id]);
    if (!row) return;
    if (row.reservation_id) await this.entitlements.consumeReservation(row.reservation_id);
    await this.feed.publish(progressNoticeOf(row));
  }

  async fail(id: string, error: ApiError): Promise<void> {
    await this.failWhere('id = ?', [id], storedFailureOf(error));
  }

  /**
   * Fails the analyses matching `condition` that are still queued or running (the sweeper's
   * interrupted and expired ones), gives their reservations back and ends their streams.
   */
  async failWhere(condition: string, params: unknown[], failure: StoredFailure): Promise<number> {
    const rows = await this.em.getConnection().execute<StatusRow[]>(
      `update analysis_analysis set status = 'failed', error_type = ?, error_code = ?, error_messages = ?::jsonb, error_message = ?,
         lease_until = null, completed_at = now() - clock_offset
       where status in ('queued','running') and ${condition} ${returning}`,
      [failure.type, failure.code, JSON.stringify(failure.messages), failure.messages.en, ...params],
    );
    for (const row of rows) await this.ended(row);
    return rows.length;
  }

  private async change(sql: string, params: unknown[]): Promise<boolean> {
    const [row] = await this.em.getConnection().execute<StatusRow[]>(sql, params);
    if (!row) return false;
    await this.feed.publish(progressNoticeOf(row));
    return true;
  }

  private async ended(row: StatusRow): Promise<void> {
    if (row.reservation_id) await this.entitlements.releaseReservation(row.reservation_id);
    await this.feed.publish(progressNoticeOf(row));
  }
}
